// How long after a register's save a student marked absent is told on their socket. Signs in the
// students of a plan (bench/attendance-plan.py writes it: 1,000 online, a few of them to alert),
// opens one socket each, then, round after
// round, an administrator saves a lesson register marking one of them absent and the time runs
// from the moment the save is sent until that student's socket gets the `notification` frame; the
// register is then saved again with everyone present (which alerts no one), ready for the next
// round. bench/attendance.sh runs it; on its own:
//   node --experimental-websocket bench/attendance.mjs --base=http://127.0.0.1:8080 \
//     --plan=notify.json --admin-cookie=lyceum_session=... [--rounds=100] [--out=figures.json]
import { readFileSync, writeFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split(/=(.*)/s)).map(([k, v]) => [k, v ?? 'true']),
);
const base = (args.base ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const plan = JSON.parse(readFileSync(args.plan, 'utf8'));
const adminCookie = args['admin-cookie'];
const rounds = Number(args.rounds ?? 100);
const TIMEOUT_MS = 10_000;

if (typeof WebSocket !== 'function') {
  console.error('this Node.js has no WebSocket: run it with --experimental-websocket (Node.js 20) or use Node.js 22+');
  process.exit(2);
}
if (plan.students.length === 0) {
  console.error('the plan names no student to alert');
  process.exit(2);
}

async function signIn(student) {
  const res = await fetch(`${base}/api/students/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: student.email, password: plan.password }),
  });
  if (!res.ok) throw new Error(`signing in ${student.email} answered ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

function connect(student, cookie) {
  return new Promise((resolve, reject) => {
    // A browser sends its page's origin; the server refuses other sites, so say it is ours.
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie, origin: base } });
    student.waiting = null;
    socket.onopen = () => resolve(socket);
    socket.onerror = () => reject(new Error(`the socket of ${student.email} failed`));
    socket.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'notification' && student.waiting) {
        student.waiting(performance.now());
        student.waiting = null;
      }
    };
  });
}

async function save(student, absent) {
  const marks = absent ? [{ studentID: student.studentID, code: 'absent' }] : [];
  const res = await fetch(`${base}/api/attendance/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin: base },
    body: JSON.stringify({ scheduleID: student.scheduleID, date: student.date, marks }),
  });
  if (!res.ok) throw new Error(`saving the register of ${student.email} answered ${res.status}: ${await res.text()}`);
}

// Everyone online first, eight sign-ins at a time; the students to alert keep their sockets.
const toAlert = new Map(plan.students.map((student) => [student.email, student]));
const sockets = [];
const queue = [...(plan.online ?? plan.students.map((student) => student.email))];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let email = queue.shift(); email; email = queue.shift()) {
      const student = toAlert.get(email) ?? { email };
      sockets.push(await connect(student, await signIn(student)));
    }
  }),
);
for (const student of plan.students) await save(student, false);
if (!args.out) console.log(`${sockets.length} students online`);
const times = [];
let missed = 0;
for (let round = 0; round < rounds; round += 1) {
  const student = plan.students[round % plan.students.length];
  const arrived = new Promise((resolve) => {
    student.waiting = resolve;
    setTimeout(() => resolve(null), TIMEOUT_MS);
  });
  const sent = performance.now();
  await save(student, true);
  const at = await arrived;
  student.waiting = null;
  if (at === null) missed += 1;
  else times.push((at - sent) / 1000);
  await save(student, false);
}
for (const socket of sockets) socket.close();

times.sort((a, b) => a - b);
const percentile = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : null);
const figures = { online: sockets.length, alerts: times.length, missed, p50_s: percentile(50), p99_s: percentile(99) };
// bench/attendance.sh tabulates the figures from the file; alone, they are printed.
if (args.out) writeFileSync(args.out, JSON.stringify(figures));
else console.log(JSON.stringify(figures));
if (missed > 0) {
  console.error(`${missed} of ${rounds} alerts did not arrive within ${TIMEOUT_MS / 1000} s`);
  process.exit(1);
}
