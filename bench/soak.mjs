// A long mixed load against a running server, to see whether its memory levels off: three
// readers in a loop (`GET /api/session`, the news list, the conversations list), a writer
// sending messages at a fixed rate between student/teacher pairs (each message the other way
// round from the one before), and live sockets opening and closing all the time. Every
// `--sample` seconds it reads the server's memory from /proc (VmRSS, and how much of it is the
// heap, RssAnon, and how much mapped files, RssFile + RssShmem) and prints a row; the last line
// is one JSON object with the run's figures.
//
// bench/soak.sh seeds a fresh school and runs this; against a server already running (its
// school seeded with `lyceum seed-demo --password-cost 4`, a few news items posted), run
//   node --experimental-websocket bench/soak.mjs --base=http://127.0.0.1:8080 --pid=PID --minutes=30
// (Node.js 22+ needs no flag). Options:
//   --base      the server (http://127.0.0.1:8080)
//   --pid       the server's process id, to read its memory from /proc (same machine only)
//   --minutes   how long (30)                 --sample   seconds between rows (30)
//   --pairs     student/teacher pairs writing (100)   --rate   messages per second (40)
//   --sockets   live sockets kept open (50)   --churn    sockets closed and opened again per second (10)
//   --password  the demo accounts' password (demo-pass-123)
//   --db        the server's SQLite file, to report its size and its write-ahead log's
import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split(/=(.*)/s)).map(([k, v]) => [k, v ?? 'true']),
);
const base = new URL(args.base ?? 'http://127.0.0.1:8080');
const pid = args.pid;
const minutes = Number(args.minutes ?? 30);
const sampleSeconds = Number(args.sample ?? 30);
const pairCount = Number(args.pairs ?? 100);
const rate = Number(args.rate ?? 40);
const socketCount = Number(args.sockets ?? 50);
const churn = Number(args.churn ?? 10);
const password = args.password ?? 'demo-pass-123';
const dbPath = args.db;

if (typeof WebSocket !== 'function') {
  console.error('this Node.js has no WebSocket: run it with --experimental-websocket (Node.js 20) or use Node.js 22+');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const tally = { requests: 0, errors: 0, messages: 0, retried: 0, socketsOpened: 0, socketErrors: 0, frames: 0 };

/**
 * One request; answers its status and body. A browser sends its page's origin, so this does too.
 * A kept-alive connection the server closed (idle past its keep-alive) just as the request went
 * out is tried once more on a new one, as Node's documentation advises and browsers do.
 */
async function request(method, path, options = {}) {
  try {
    return await requestOnce(method, path, options);
  } catch (error) {
    if (!error.reusedSocket || error.code !== 'ECONNRESET') throw error;
    tally.retried += 1;
    return requestOnce(method, path, options);
  }
}

function requestOnce(method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { origin: base.origin };
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/json';
    const req = http.request({ host: base.hostname, port: base.port, path, method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

async function signIn(role, n) {
  const email = `${role}${n}@demo.lyceum.test`;
  const res = await request('POST', `/api/${role}s/login`, { body: { email, password } });
  if (res.status !== 200) throw new Error(`${email}: ${res.status} ${res.body}`);
  const cookie = res.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
  return { role, n, cookie, id: JSON.parse(res.body)._id };
}

/** The server's memory in kB: VmRSS, and its heap (RssAnon) and mapped files (RssFile + RssShmem). */
function memoryKb() {
  if (!pid) return { rss: NaN, anon: NaN, file: NaN };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') + field('RssShmem') };
}

function fileMb(path) {
  return path && existsSync(path) ? statSync(path).size / 1024 / 1024 : NaN;
}

// A few sign-ins at a time: the server hashes each demo password again at its own cost.
const pairs = [];
for (let n = 1; n <= pairCount; n += 4) {
  const batch = [];
  for (let m = n; m < Math.min(n + 4, pairCount + 1); m += 1) {
    batch.push(Promise.all([signIn('student', m), signIn('teacher', m)]).then(([student, teacher]) => ({ student, teacher })));
  }
  pairs.push(...(await Promise.all(batch)));
}
const people = pairs.flatMap(({ student, teacher }) => [student, teacher]);
const pick = () => people[Math.floor(Math.random() * people.length)];

let firstError;
const deadline = performance.now() + minutes * 60_000;
const running = () => performance.now() < deadline;

function count(status, expected, what) {
  if (status === expected) {
    tally.requests += 1;
    return;
  }
  tally.errors += 1;
  firstError ??= `${what} answered ${status}`;
}

/** Calls `path` as one person after another, back to back, until the end. */
async function reader(path) {
  while (running()) {
    const person = pick();
    const target = typeof path === 'function' ? path(person) : path;
    try {
      const res = await request('GET', target, { cookie: person.cookie });
      count(res.status, 200, target);
    } catch (error) {
      count(error.message, 200, target);
    }
  }
}

/** Sends `rate` messages a second, pair after pair, each the other way round from the one before. */
async function writer() {
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight = new Set();
  for (let n = 0; running(); n += 1) {
    const wait = started + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const { student, teacher } = pairs[n % pairs.length];
    const [from, to] = Math.floor(n / pairs.length) % 2 === 0 ? [student, teacher] : [teacher, student];
    const sent = request('POST', `/api/messages/send/${to.id}`, {
      cookie: from.cookie,
      body: { message: `Soak message ${n}: are we still on for the lesson?` },
    })
      .then((res) => {
        count(res.status, 201, 'send');
        if (res.status === 201) tally.messages += 1;
      })
      .catch((error) => count(error.message, 201, 'send'))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
}

/** Opens a live socket for `person`; answers it once open, or `undefined` if it failed. */
function openSocket(person) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.origin.replace(/^http/, 'ws')}/api/ws`, {
      headers: { cookie: person.cookie, origin: base.origin },
    });
    socket.onopen = () => {
      tally.socketsOpened += 1;
      resolve(socket);
    };
    socket.onerror = () => {
      tally.socketErrors += 1;
      resolve(undefined);
    };
    socket.onmessage = () => {
      tally.frames += 1;
    };
  });
}

/** Keeps `socketCount` sockets open, closing a random one and opening another `churn` times a second. */
async function socketChurn() {
  const open = (await Promise.all(Array.from({ length: socketCount }, () => openSocket(pick())))).filter(Boolean);
  while (running()) {
    await sleep(1000 / churn);
    if (open.length > 0) open.splice(Math.floor(Math.random() * open.length), 1)[0].close();
    const socket = await openSocket(pick());
    if (socket) open.push(socket);
  }
  for (const socket of open) socket.close();
}

// Five news items wait on the home page of the seeded school (bench/soak.sh posts them).
const news = '/api/admins/get-news-updates';
const conversations = (person) => `/api/${person.role}s/conversations`;

const rows = [];
const started = performance.now();
console.log(`${pairs.length} pairs signed in; ${minutes} min of load, a row every ${sampleSeconds} s`);
console.log(
  `| ${'minute'.padStart(6)} | ${'RSS MB'.padStart(6)} | ${'heap MB'.padStart(7)} | ${'files MB'.padStart(8)} | ` +
    `${'db MB'.padStart(6)} | ${'wal MB'.padStart(6)} | ${'requests ok'.padStart(11)} | ${'errors'.padStart(6)} | ` +
    `${'messages'.padStart(8)} | ${'sockets'.padStart(7)} |`,
);
console.log(`|${'-'.repeat(8)}|${'-'.repeat(8)}|${'-'.repeat(9)}|${'-'.repeat(10)}|${'-'.repeat(8)}|${'-'.repeat(8)}|${'-'.repeat(13)}|${'-'.repeat(8)}|${'-'.repeat(10)}|${'-'.repeat(9)}|`);

function sample() {
  const minute = (performance.now() - started) / 60_000;
  const memory = memoryKb();
  const row = { minute, rss: memory.rss / 1024, anon: memory.anon / 1024, file: memory.file / 1024 };
  rows.push(row);
  console.log(
    `| ${minute.toFixed(1).padStart(6)} | ${row.rss.toFixed(1).padStart(6)} | ${row.anon.toFixed(1).padStart(7)} | ` +
      `${row.file.toFixed(1).padStart(8)} | ${fileMb(dbPath).toFixed(1).padStart(6)} | ` +
      `${fileMb(dbPath && `${dbPath}-wal`).toFixed(1).padStart(6)} | ${String(tally.requests).padStart(11)} | ` +
      `${String(tally.errors).padStart(6)} | ${String(tally.messages).padStart(8)} | ${String(tally.socketsOpened).padStart(7)} |`,
  );
}

const sampler = setInterval(sample, sampleSeconds * 1000);
await Promise.all([
  reader('/api/session'),
  reader(news),
  reader(conversations),
  writer(),
  socketChurn(),
]);
clearInterval(sampler);
sample();
agent.destroy();

/** The row nearest to `minute`, or `undefined` when the run did not last that long. */
const at = (minute) =>
  rows.at(-1).minute + sampleSeconds / 120 < minute
    ? undefined
    : rows.reduce((best, row) => (Math.abs(row.minute - minute) < Math.abs(best.minute - minute) ? row : best));
const round = (value) => (value === undefined || Number.isNaN(value) ? null : Math.round(value * 10) / 10);
const growth = (from, to) => (from && to ? round((100 * (to.rss - from.rss)) / from.rss) : null);
const end = rows.at(-1);
if (firstError) console.log(`first error: ${firstError}`);
console.log(
  JSON.stringify({
    minutes,
    rss_mb_min2: round(at(2)?.rss),
    rss_mb_min10: round(at(10)?.rss),
    rss_mb_end: round(end.rss),
    rss_mb_max: round(Math.max(...rows.map((row) => row.rss))),
    growth_pct_10_to_end: growth(at(10), end),
    growth_pct_2_to_end: growth(at(2), end),
    heap_mb_end: round(end.anon),
    files_mb_end: round(end.file),
    errors: tally.errors,
    requests: tally.requests,
    messages: tally.messages,
    sockets_opened: tally.socketsOpened,
    socket_errors: tally.socketErrors,
    retried_after_keep_alive_close: tally.retried,
  }),
);
