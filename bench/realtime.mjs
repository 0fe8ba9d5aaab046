// Live-channel load: signs in pairs of demo students and teachers, opens many sockets spread
// over them, reports the server's memory per 1,000 open sockets, then sends messages at a
// fixed rate (student to teacher) and reports delivery latency (p50, p99) from the moment the
// send call starts until the first of the receiver's sockets gets the `newMessage` push.
// Run by bench/realtime.sh, which starts a seeded server; needs Node.js 20 with
// --experimental-websocket (22+ has WebSocket built in).
import { readFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']),
);
const base = args.base ?? 'http://127.0.0.1:8080';
const sockets = Number(args.sockets ?? 2000);
const pairs = Number(args.pairs ?? 20);
const rate = Number(args.rate ?? 50);
const seconds = Number(args.seconds ?? 10);
const password = args.password ?? 'demo-pass-123';
const pid = args.pid;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssKb() {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

async function signIn(role, email) {
  const res = await fetch(`${base}/api/${role}s/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return { cookie, id: (await res.json())._id };
}

function open(cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie } });
    socket.onopen = () => resolve(socket);
    socket.onerror = (event) => reject(new Error(`socket failed: ${event.message ?? 'error'}`));
    socket.onmessage = (event) => onMessage(JSON.parse(event.data));
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

const people = [];
for (let n = 1; n <= pairs; n += 1) {
  const student = await signIn('student', `student${n}@demo.lyceum.test`);
  const teacher = await signIn('teacher', `teacher${n}@demo.lyceum.test`);
  people.push({ student, teacher });
}

const sentAt = new Map();
const latencies = [];
function onMessage(frame) {
  if (frame.type !== 'newMessage') return;
  const started = sentAt.get(frame.data.message);
  if (started !== undefined && frame.data.receiverId) {
    sentAt.delete(frame.data.message);
    latencies.push(performance.now() - started);
  }
}

const before = rssKb();
const open_sockets = [];
const accounts = people.flatMap(({ student, teacher }) => [student, teacher]);
for (let i = 0; i < sockets; i += 100) {
  const batch = [];
  for (let j = i; j < Math.min(sockets, i + 100); j += 1) {
    // Only the teachers' sockets time deliveries; students' sockets just hold connections.
    const account = accounts[j % accounts.length];
    const teacherSide = j % 2 === 1;
    batch.push(open(account.cookie, teacherSide ? onMessage : () => {}));
  }
  open_sockets.push(...(await Promise.all(batch)));
}
await sleep(1000);
const after = rssKb();
console.log(`open sockets:               ${open_sockets.length}`);
if (pid) {
  console.log(`server memory:              ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB after`);
  console.log(`memory per 1,000 sockets:   ${(((after - before) / open_sockets.length) * 1000 / 1024).toFixed(2)} MB`);
}

const total = rate * seconds;
const interval = 1000 / rate;
const startedAll = performance.now();
const sends = [];
for (let n = 0; n < total; n += 1) {
  const target = startedAll + n * interval;
  const wait = target - performance.now();
  if (wait > 0) await sleep(wait);
  const { student, teacher } = people[n % people.length];
  const text = `bench ${n}`;
  sentAt.set(text, performance.now());
  sends.push(
    fetch(`${base}/api/messages/send/${teacher.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
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
console.log(`messages:                   ${total} at ${rate}/s (${latencies.length} delivered, ${sentAt.size} lost)`);
console.log(`delivery latency p50:       ${percentile(latencies, 0.5).toFixed(1)} ms`);
console.log(`delivery latency p99:       ${percentile(latencies, 0.99).toFixed(1)} ms`);
for (const socket of open_sockets) socket.close();
process.exit(sentAt.size > 0 ? 1 : 0);
