// Concurrent load on the admin list calls of a running server: signs in as an admin, then for
// each call keeps `--connections` keep-alive connections busy for `--seconds` (after a short
// warm-up) and reports requests per second and latency p50/p99, as a table.
//
// bench/student-list.sh seeds a school and runs this; against a server already running:
//   node bench/list-load.mjs --base=http://127.0.0.1:8080 --email=ADMIN --password=PASS \
//     --connections=32 --seconds=10 'get-students?page=1&pageSize=20' 'get-students?q=maria'
// Calls are paths under /api/admins/. Options: --base, --email, --password, --connections (32),
// --seconds (10), --warmup (2, seconds).
import http from 'node:http';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.replace(/^--/, '').split(/=(.*)/s))
    .map(([k, v]) => [k, v ?? 'true']),
);
const calls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const base = new URL(args.base ?? 'http://127.0.0.1:8080');
const connections = Number(args.connections ?? 32);
const seconds = Number(args.seconds ?? 10);
const warmup = Number(args.warmup ?? 2);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function request(method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { origin: base.origin };
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/json';
    const req = http.request(
      { host: base.hostname, port: base.port, path, method, agent, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

const login = await request('POST', '/api/admins/login', { body: { email: args.email, password: args.password } });
if (login.status !== 200) {
  console.error(`sign-in failed: ${login.status} ${login.body}`);
  process.exit(1);
}
const cookie = login.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

/** Keeps every connection busy on `path` until `until`; answers the latencies (ms) and failures. */
async function load(path, until) {
  const latencies = [];
  let failed = 0;
  async function worker() {
    while (performance.now() < until) {
      const start = performance.now();
      const res = await request('GET', path, { cookie });
      const took = performance.now() - start;
      if (res.status === 200) latencies.push(took);
      else failed += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, failed };
}

console.log(`${connections} connections, ${seconds} s per call after ${warmup} s of warm-up`);
console.log(`${'call'.padEnd(62)} ${'req/s'.padStart(8)} ${'p50 (ms)'.padStart(9)} ${'p99 (ms)'.padStart(9)}`);
for (const call of calls) {
  const path = `/api/admins/${call}`;
  const check = await request('GET', path, { cookie });
  if (check.status !== 200) {
    console.log(`${call.padEnd(62)} answered ${check.status}: ${String(check.body).slice(0, 80)}`);
    continue;
  }
  await load(path, performance.now() + warmup * 1000);
  const started = performance.now();
  const { latencies, failed } = await load(path, started + seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / elapsed;
  console.log(
    `${call.padEnd(62)} ${rate.toFixed(0).padStart(8)} ${percentile(latencies, 0.5).toFixed(1).padStart(9)} ` +
      `${percentile(latencies, 0.99).toFixed(1).padStart(9)}${failed ? `  (${failed} failed)` : ''}`,
  );
}
agent.destroy();
