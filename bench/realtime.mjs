// Live-channel load against a running server: signs in many demo students and teachers, opens
// many sockets spread over them (by default one user per socket, so every connect is a presence
// change everyone hears of), reports the presence traffic that caused and the server's memory
// per 1,000 open sockets, then sends messages at a fixed rate (student n to teacher n) and
// reports delivery latency (p50, p99) from the moment the send call starts until the first of
// the receiver's sockets gets the `newMessage` push.
//
// With --peer it drives the original stack's relay instead (bench/node-peer/server.mjs, Express +
// socket.io): no sign-in, each account is a random id of the length of Lyceum's (so the online
// lists weigh the same), sockets speak socket.io's protocol (Engine.IO v4 over a plain
// WebSocket: `40` connects, `42["event",data]` carries events) and the student's own socket
// sends `sendMessage`, which the peer relays to the teacher's socket as `newMessage`.
//
// bench/realtime.sh seeds a fresh server and runs this; to load a server that is already
// running, seed it with `lyceum seed-demo --students N --teachers N` and run
//   node bench/realtime.mjs --base=http://127.0.0.1:8080 --sockets=2000 --users=2000 [--pid=PID]
// (Node.js 20 needs --experimental-websocket; 22+ has WebSocket built in). Options:
//   --base        the server (http://127.0.0.1:8080)
//   --bases       several servers of one school, comma-separated: students sign in, connect and
//                 send through the first, teachers through the second, so every message crosses
//                 from one server to another (bench/realtime-servers.sh)
//   --sockets     sockets to open (2000)
//   --users       distinct accounts they belong to: student1…, teacher1… alternately (= sockets)
//   --rate        messages per second (50)   --seconds   for how long (10)
//   --password    the demo accounts' password (demo-pass-123)
//   --pid         the server's process id, to read its memory from /proc (same machine only)
//   --sign-ins    sign-ins in flight at once (8)
//   --peer        the server is the original stack's socket.io relay
//   --out         also write the figures to this file as JSON (bench/realtime.sh tabulates them)
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']),
);
const base = (args.base ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const bases = (args.bases ?? base).split(',').map((url) => url.replace(/\/$/, ''));
/** The server a role's accounts use: students the first, teachers the second (when there is one). */
const baseOf = (role) => bases[role === 'teacher' ? 1 % bases.length : 0];
const sockets = Number(args.sockets ?? 2000);
const users = Number(args.users ?? sockets);
const rate = Number(args.rate ?? 50);
const seconds = Number(args.seconds ?? 10);
const password = args.password ?? 'demo-pass-123';
const pid = args.pid;
const signInsInFlight = Number(args['sign-ins'] ?? 8);
const peer = args.peer === 'true';
const out = args.out;
const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 120_000;

if (!(users >= 2 && sockets >= users)) {
  console.error('need at least 2 users and no more users than sockets');
  process.exit(2);
}
if (typeof WebSocket !== 'function') {
  console.error('this Node.js has no WebSocket: run it with --experimental-websocket (Node.js 20) or use Node.js 22+');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const inSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function rssKb() {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

async function signIn(role, n) {
  const email = `${role}${n}@demo.lyceum.test`;
  const res = await fetch(`${baseOf(role)}/api/${role}s/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseOf(role) },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return { role, n, cookie, id: (await res.json())._id, open: 0, sockets: [] };
}

/** A peer account: socket.io takes whoever the query names. */
function peerAccount(role, n) {
  return { role, n, id: randomUUID(), open: 0, sockets: [] };
}

/** Runs `jobs` (functions answering promises) with at most `limit` in flight; answers their results in order. */
async function inBatches(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

// Accounts alternate student1, teacher1, student2, teacher2, …
const students = Math.ceil(users / 2);
const teachers = Math.floor(users / 2);
const started = performance.now();
const accounts = peer
  ? Array.from({ length: users }, (_, i) => peerAccount(i % 2 === 0 ? 'student' : 'teacher', Math.floor(i / 2) + 1))
  : await inBatches(
      Array.from({ length: users }, (_, i) => () => signIn(i % 2 === 0 ? 'student' : 'teacher', Math.floor(i / 2) + 1)),
      signInsInFlight,
    );
if (!peer) {
  console.log(`users signed in:            ${users} (${students} students, ${teachers} teachers) in ${inSeconds(performance.now() - started)}`);
}

// Frames and bytes the sockets receive, by type; `newMessage` frames time deliveries.
const traffic = new Map();
let lastFrameAt = performance.now();
const sentAt = new Map();
const latencies = [];
const closedByServer = new Map();
let closing = false;

function onFrame(account, data) {
  const type = /^\{"type":"(\w+)"/.exec(data)?.[1] ?? 'other';
  onEvent(account, type, data.length, () => JSON.parse(data).data);
}

/** Counts a frame of `type` and `length`; `data` parses it, only for messages. */
function onEvent(account, type, length, data) {
  lastFrameAt = performance.now();
  const seen = traffic.get(type) ?? { frames: 0, bytes: 0 };
  seen.frames += 1;
  seen.bytes += length;
  traffic.set(type, seen);
  if (type !== 'newMessage') return;
  const message = data();
  const sent = sentAt.get(message.message);
  if (sent !== undefined && message.receiverId === account.id) {
    sentAt.delete(message.message);
    latencies.push(performance.now() - sent);
  }
}

/** Opens a socket.io socket: ready once the server acknowledged the `40` connect packet. */
function openPeer(account) {
  return new Promise((resolve, reject) => {
    const url = `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket&userId=${account.id}`;
    const socket = new WebSocket(url);
    let opened = false;
    socket.onerror = (event) => {
      if (!opened) reject(new Error(`socket of ${account.role}${account.n} failed: ${event.message ?? 'error'}`));
    };
    socket.onmessage = (event) => {
      const packet = String(event.data);
      if (packet.startsWith('42')) {
        const [type, data] = JSON.parse(packet.slice(2));
        onEvent(account, type, packet.length, () => data);
      } else if (packet === '2') {
        socket.send('3'); // Engine.IO heartbeat
      } else if (packet.startsWith('0')) {
        socket.send('40'); // Engine.IO open: join the default namespace
      } else if (packet.startsWith('40') && !opened) {
        opened = true;
        account.open += 1;
        account.sockets.push(socket);
        resolve(socket);
      }
    };
    socket.onclose = (event) => {
      if (!opened) {
        reject(new Error(`socket of ${account.role}${account.n} closed before connecting: ${event.code}`));
        return;
      }
      account.open -= 1;
      if (closing) return;
      const why = `${event.code} ${event.reason}`.trim();
      closedByServer.set(why, (closedByServer.get(why) ?? 0) + 1);
    };
  });
}

function open(account) {
  if (peer) return openPeer(account);
  return new Promise((resolve, reject) => {
    // A browser sends its page's origin; the server refuses other sites, so say it is ours.
    const socket = new WebSocket(`${baseOf(account.role).replace(/^http/, 'ws')}/api/ws`, {
      headers: { cookie: account.cookie, origin: baseOf(account.role) },
    });
    let opened = false;
    socket.onopen = () => {
      opened = true;
      account.open += 1;
      account.sockets.push(socket);
      resolve(socket);
    };
    socket.onerror = (event) => {
      if (!opened) reject(new Error(`socket of ${account.role}${account.n} failed: ${event.message ?? 'error'}`));
    };
    socket.onmessage = (event) => onFrame(account, String(event.data));
    socket.onclose = (event) => {
      if (!opened) return;
      account.open -= 1;
      if (closing) return;
      const why = `${event.code} ${event.reason}`.trim();
      closedByServer.set(why, (closedByServer.get(why) ?? 0) + 1);
    };
  });
}

const before = rssKb();
const connectStarted = performance.now();
const opened = [];
let failed = 0;
let firstFailure;
for (let i = 0; i < sockets; i += 100) {
  const batch = [];
  for (let j = i; j < Math.min(sockets, i + 100); j += 1) batch.push(open(accounts[j % users]));
  for (const result of await Promise.allSettled(batch)) {
    if (result.status === 'fulfilled') opened.push(result.value);
    else {
      failed += 1;
      firstFailure ??= result.reason;
    }
  }
}
const allOpenAfter = performance.now() - connectStarted;
if (opened.length === 0) {
  console.error(`no socket opened: ${firstFailure?.message}`);
  process.exit(1);
}
// Presence pushes keep coming after the last open: wait until the sockets have been quiet a while.
while (performance.now() - lastFrameAt < QUIET_MS && performance.now() - connectStarted < SETTLE_LIMIT_MS) await sleep(100);
const settledAfter = performance.now() - connectStarted - QUIET_MS;
const after = rssKb();
const stillOpen = accounts.reduce((total, account) => total + account.open, 0);
// Everything but messages is presence (and the odd pong).
const presence = [...traffic]
  .filter(([type]) => type !== 'newMessage')
  .reduce((total, [, seen]) => ({ frames: total.frames + seen.frames, bytes: total.bytes + seen.bytes }), { frames: 0, bytes: 0 });

console.log(`open sockets:               ${stillOpen} of ${sockets} (${failed} refused, ${opened.length - stillOpen} closed by the server)`);
for (const [why, count] of closedByServer) console.log(`  closed by the server:     ${count} × ${why}`);
console.log(`connecting:                 all open after ${inSeconds(allOpenAfter)}, pushes settled after ${inSeconds(settledAfter)}`);
console.log(
  `presence pushes:            ${presence.frames} frames, ${(presence.bytes / 1024 / 1024).toFixed(1)} MB ` +
    `(${(presence.frames / opened.length).toFixed(0)} frames per socket)`,
);
if (pid) {
  console.log(`server memory:              ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB after`);
  console.log(`memory per 1,000 sockets:   ${((((after - before) / stillOpen) * 1000) / 1024).toFixed(2)} MB`);
}

// Student n writes to teacher n, for every pair whose teacher still has a socket open.
const pairs = [];
for (let n = 1; n <= teachers; n += 1) {
  const student = accounts[(n - 1) * 2];
  const teacher = accounts[(n - 1) * 2 + 1];
  if (teacher.open > 0 && (!peer || student.open > 0)) pairs.push({ student, teacher });
}
if (pairs.length === 0) {
  console.error('no teacher has a socket open: nothing to deliver to');
  process.exit(1);
}
const total = rate * seconds;
const interval = 1000 / rate;
const startedAll = performance.now();
const sends = [];
for (let n = 0; n < total; n += 1) {
  const target = startedAll + n * interval;
  const wait = target - performance.now();
  if (wait > 0) await sleep(wait);
  const { student, teacher } = pairs[n % pairs.length];
  const text = `bench ${n}`;
  sentAt.set(text, performance.now());
  if (peer) {
    const socket = student.sockets.find((s) => s.readyState === WebSocket.OPEN);
    socket?.send(`42${JSON.stringify(['sendMessage', { receiverId: teacher.id, message: text }])}`);
    continue;
  }
  sends.push(
    fetch(`${baseOf('student')}/api/messages/send/${teacher.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: student.cookie, origin: baseOf('student') },
      body: JSON.stringify({ message: text }),
    }).then((res) => {
      if (res.status !== 201) throw new Error(`send failed: ${res.status}`);
    }),
  );
}
await Promise.all(sends);
const deadline = performance.now() + 5000;
while (sentAt.size > 0 && performance.now() < deadline) await sleep(50);

latencies.sort((a, b) => a - b);
console.log(`messages:                   ${total} at ${rate}/s over ${pairs.length} pairs (${latencies.length} delivered, ${sentAt.size} lost)`);
if (latencies.length > 0) {
  console.log(`delivery latency p50:       ${percentile(latencies, 0.5).toFixed(1)} ms`);
  console.log(`delivery latency p99:       ${percentile(latencies, 0.99).toFixed(1)} ms`);
}
if (out) {
  writeFileSync(
    out,
    JSON.stringify({
      sockets,
      open: stillOpen,
      failed,
      closedByServer: opened.length - stillOpen,
      openSeconds: allOpenAfter / 1000,
      settledSeconds: settledAfter / 1000,
      presenceFrames: presence.frames,
      presenceBytes: presence.bytes,
      rssBeforeKb: before,
      rssAfterKb: after,
      kbPerSocket: (after - before) / stillOpen,
      messages: total,
      delivered: latencies.length,
      lost: sentAt.size,
      p50: latencies.length ? percentile(latencies, 0.5) : null,
      p99: latencies.length ? percentile(latencies, 0.99) : null,
    }),
  );
}
closing = true;
for (const socket of opened) socket.close();
process.exit(sentAt.size > 0 ? 1 : 0);
