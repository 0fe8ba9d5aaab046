// How long after a register's save the guardians of the students marked absent are told on their
// sockets, and what a guardian's socket costs the server next to a student's. Reads a plan
// (bench/guardians-plan.py writes it: sessions of 1,000 students and 1,000 guardians, an
// administrator's, and registers each marking five students of one guardian each absent), then:
//   1. opens every student's socket, waits until the pushes settle and reads the server's memory;
//      then every guardian's socket, and the memory again: the growth per socket of each;
//   2. saves every register with everyone present (the starting state), then round after round
//      saves one marking its five students absent and times, from the moment the save is sent,
//      until each of the five guardians' sockets gets its `notification` frame; then saves it
//      again with everyone present (which tells no one), ready for the next round.
// With --bases=A,B the students connect to and the registers are saved through A and the
// guardians connect to B, so every alert crosses from one server to the other.
//
// With --peer it drives the original stack's relay instead (bench/node-peer/server.mjs, Express +
// socket.io): the same number of sockets under random ids of Lyceum's length (students, then
// guardians, and one for the register's teacher), and each round the teacher's socket sends five
// `sendMessage`, one to each guardian, relayed as `newMessage`; the time runs from the first send
// to each arrival. No sign-in, no database, no register: the relay alone.
//
//   node --experimental-websocket bench/guardians.mjs --plan=live.json --base=http://127.0.0.1:8080 \
//     [--bases=A,B] [--pid=PID] [--guardian-pid=PID of B] [--online=N] [--rounds=N] [--guardians-first]
//     [--peer] [--out=figures.json]
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split(/=(.*)/s)).map(([k, v]) => [k, v ?? 'true']),
);
const bases = (args.bases ?? args.base ?? 'http://127.0.0.1:8080').split(',').map((url) => url.replace(/\/$/, ''));
const [first, second = first] = bases;
const plan = JSON.parse(readFileSync(args.plan, 'utf8'));
const peer = args.peer === 'true';
const pid = args.pid;
// With two servers the guardians' sockets are on the second: its memory is read for them.
const guardianPid = args['guardian-pid'] ?? pid;
const TIMEOUT_MS = 10_000;
const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 300_000;

if (typeof WebSocket !== 'function') {
  console.error('this Node.js has no WebSocket: run it with --experimental-websocket (Node.js 20) or use Node.js 22+');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (of = pid) => (of ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${of}/status`, 'utf8'))[1]) : NaN);
let lastFrameAt = performance.now();
let closing = false;
let closedByServer = 0;

/** Opens `account`'s socket on `base`; `onEvent(type, data)` hears each frame's type and payload. */
function open(account, base) {
  return new Promise((resolve, reject) => {
    const socket = peer
      ? new WebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket&userId=${account.id}`)
      : new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie: account.cookie, origin: base } });
    let opened = false;
    const ready = () => {
      opened = true;
      resolve(socket);
    };
    socket.onerror = () => {
      if (!opened) reject(new Error(`the socket of ${account.id} failed`));
    };
    socket.onclose = () => {
      if (opened && !closing) closedByServer += 1;
    };
    if (!peer) socket.onopen = ready;
    socket.onmessage = (event) => {
      lastFrameAt = performance.now();
      const text = String(event.data);
      if (!peer) {
        if (text.startsWith('{"type":"notification"')) account.onEvent?.(JSON.parse(text).data);
        return;
      }
      if (text.startsWith('42')) {
        const [type, data] = JSON.parse(text.slice(2));
        if (type === 'newMessage') account.onEvent?.(data);
      } else if (text === '2') socket.send('3'); // Engine.IO heartbeat
      else if (text.startsWith('0')) socket.send('40'); // Engine.IO open: join the default namespace
      else if (text.startsWith('40') && !opened) ready();
    };
  });
}

/** Opens the sockets of `accounts` on `base`, 100 at a time; then waits until the pushes settle. */
async function openAll(accounts, base) {
  const sockets = [];
  for (let i = 0; i < accounts.length; i += 100) {
    const batch = accounts.slice(i, i + 100).map((account) => open(account, base));
    sockets.push(...(await Promise.all(batch)));
  }
  const started = performance.now();
  while (performance.now() - lastFrameAt < QUIET_MS && performance.now() - started < SETTLE_LIMIT_MS) await sleep(100);
  return sockets;
}

// --online=N puts only the first N students and N guardians online (the registers' come first)
// and keeps the registers whose guardians are among them.
const online = Number(args.online ?? Infinity);
const account = (entry) => (peer ? { id: randomUUID() } : { ...entry });
const students = plan.students.slice(0, online).map(account);
const guardians = plan.guardians.slice(0, online).map(account);
const guardianOf = new Map(plan.guardians.slice(0, online).map((entry, i) => [entry.id, guardians[i]]));
const rounds = plan.rounds
  .filter((round) => round.guardians.every((id) => guardianOf.has(id)))
  .slice(0, Number(args.rounds ?? Infinity));
// --guardians-first opens the guardians' sockets before the students': which role's sockets a
// fresh server opens first moves their figure by a few KB (as its allocator happens to grow),
// so bench/guardians.sh runs both orders and averages each role's figure over them.
const guardiansFirst = args['guardians-first'] === 'true';
const connectStarted = performance.now();
const sockets = [];
/** Opens `accounts` on `base`; answers the growth per socket of the server `of`. */
async function openMeasured(accounts, base, of) {
  const before = rssKb(of);
  sockets.push(...(await openAll(accounts, base)));
  return (rssKb(of) - before) / accounts.length;
}
let kbPerStudentSocket;
let kbPerGuardianSocket;
if (guardiansFirst) {
  kbPerGuardianSocket = await openMeasured(guardians, second, guardianPid);
  kbPerStudentSocket = await openMeasured(students, first, pid);
} else {
  kbPerStudentSocket = await openMeasured(students, first, pid);
  kbPerGuardianSocket = await openMeasured(guardians, second, guardianPid);
}
const openSeconds = (performance.now() - connectStarted) / 1000;
let teacherSocket = null;
if (peer) {
  teacherSocket = await open({ id: randomUUID() }, first);
  sockets.push(teacherSocket);
}

async function save(round, absent) {
  const marks = absent ? round.students.map((studentID) => ({ studentID, code: 'absent' })) : [];
  const res = await fetch(`${first}/api/attendance/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: plan.admin, origin: first },
    body: JSON.stringify({ scheduleID: round.scheduleID, date: round.date, marks }),
  });
  if (!res.ok) throw new Error(`saving the register ${round.scheduleID} of ${round.date}: ${res.status} ${await res.text()}`);
}

if (!peer) for (const round of rounds) await save(round, false);
const times = [];
let missed = 0;
for (const [n, round] of rounds.entries()) {
  const told = round.guardians.map((id) => guardianOf.get(id));
  let sent = 0;
  const arrivals = told.map(
    (guardian) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
        guardian.onEvent = (data) => {
          if (!peer && data.kind !== 'attendance') return;
          clearTimeout(timer);
          guardian.onEvent = null;
          resolve(performance.now());
        };
      }),
  );
  sent = performance.now();
  if (peer) {
    for (const guardian of told) {
      const message = { receiverId: guardian.id, message: `round ${n}: your child was marked absent` };
      teacherSocket.send(`42${JSON.stringify(['sendMessage', message])}`);
    }
  } else await save(round, true);
  for (const at of await Promise.all(arrivals)) {
    if (at === null) missed += 1;
    else times.push((at - sent) / 1000);
  }
  for (const guardian of told) guardian.onEvent = null;
  if (!peer) await save(round, false);
}
closing = true;
for (const socket of sockets) socket.close();

times.sort((a, b) => a - b);
const percentile = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] : null);
const figures = {
  students: students.length,
  guardians: guardians.length,
  closedByServer,
  openSeconds,
  kbPerStudentSocket,
  kbPerGuardianSocket,
  registers: rounds.length,
  alerts: times.length,
  missed,
  p50_s: percentile(0.5),
  p99_s: percentile(0.99),
  max_s: times.length ? times[times.length - 1] : null,
};
if (args.out) writeFileSync(args.out, JSON.stringify(figures));
else console.log(JSON.stringify(figures));
if (missed > 0) console.error(`${missed} alerts did not arrive within ${TIMEOUT_MS / 1000} s`);
process.exit(missed > 0 || closedByServer > 0 ? 1 : 0);
