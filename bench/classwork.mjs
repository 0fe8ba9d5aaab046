// Classwork under load, read from a plan that bench/classwork-plan.py writes.
//
// --mode=turn-in: each planned subject's teacher posts a piece due two minutes later; then every
// planned student, spread evenly over one minute (in a shuffled order), adds a 2 MB PDF to their
// work and turns it in. Each turn-in is timed from the upload's first byte sent to the turn-in's
// answer. The server's memory peak is its VmHWM (the process is fresh: the peak of its life).
//
// --mode=announce: opens the planned accounts' sockets (100 at a time) and waits until the pushes
// settle; then, one section after another, its adviser posts an announcement to its students and
// guardians, timed from the post sent until each recipient's socket gets its `announcement`
// notification.
//
//   node --experimental-websocket bench/classwork.mjs --mode=turn-in|announce --plan=plan.json \
//     --base=http://127.0.0.1:8080 --pid=PID [--seconds=60] [--megabytes=2] [--out=figures.json]
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split(/=(.*)/s)).map(([k, v]) => [k, v ?? 'true']),
);
const base = (args.base ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const plan = JSON.parse(readFileSync(args.plan, 'utf8'));
const pid = args.pid;
const TIMEOUT_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const status = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

async function call(method, path, cookie, body) {
  const headers = { cookie, origin: base };
  let payload = body;
  if (body && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null };
}

async function turnIns() {
  const seconds = Number(args.seconds ?? 60);
  const bytes = Number(args.megabytes ?? 2) * 1024 * 1024;
  const file = new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)])], { type: 'application/pdf' });
  const due = new Date(Date.now() + (seconds + 60) * 1000).toISOString();
  const jobs = [];
  for (const piece of plan.turnIns) {
    const posted = await call('POST', '/api/teachers/classwork', piece.teacherCookie, {
      subjectIDs: [piece.subjectID],
      title: 'Worksheet: fractions',
      instructions: '<p>Photograph or scan pages 4 and 5.</p>',
      points: 20,
      dueAt: due,
      lateAccepted: true,
    });
    if (posted.status !== 201) throw new Error(`posting a piece answered ${posted.status}: ${JSON.stringify(posted.body)}`);
    const id = posted.body.classwork[0]._id;
    for (const student of piece.students) jobs.push({ id, cookie: student.cookie });
  }
  for (let i = jobs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j], jobs[i]];
  }
  const before = status('VmRSS');
  const times = [];
  const failures = [];
  const started = performance.now();
  await Promise.all(
    jobs.map(async (job, i) => {
      await sleep((i * seconds * 1000) / jobs.length);
      const from = performance.now();
      try {
        const form = new FormData();
        form.append('file', file, 'worksheet.pdf');
        const added = await call('POST', `/api/students/work-file?assignmentID=${job.id}`, job.cookie, form);
        if (added.status >= 300) throw new Error(`work-file ${added.status}: ${JSON.stringify(added.body)}`);
        const turned = await call('POST', '/api/students/turn-in', job.cookie, { assignmentID: job.id });
        if (turned.status !== 200) throw new Error(`turn-in ${turned.status}: ${JSON.stringify(turned.body)}`);
        times.push((performance.now() - from) / 1000);
      } catch (error) {
        failures.push(String(error.message ?? error));
      }
    }),
  );
  const took = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  for (const failure of failures.slice(0, 5)) console.error(`  failed: ${failure}`);
  return {
    turnIns: jobs.length,
    seconds: took,
    errors: failures.length,
    p50_s: percentile(times, 50),
    p99_s: percentile(times, 99),
    max_s: times.at(-1) ?? null,
    rssBeforeMb: before / 1024,
    peakMb: status('VmHWM') / 1024,
  };
}

async function announcements() {
  if (typeof WebSocket !== 'function') throw new Error('run with --experimental-websocket (Node.js 20) or Node.js 22+');
  let lastFrameAt = performance.now();
  const waiting = new Map();
  const open = (account) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie: account.cookie, origin: base } });
      socket.onopen = () => resolve(socket);
      socket.onerror = () => reject(new Error(`the socket of ${account.id} failed`));
      socket.onmessage = (event) => {
        lastFrameAt = performance.now();
        const text = String(event.data);
        if (!text.startsWith('{"type":"notification"')) return;
        if (JSON.parse(text).data.kind === 'announcement') waiting.get(account.id)?.();
      };
    });
  const sockets = [];
  const openStarted = performance.now();
  for (let i = 0; i < plan.online.length; i += 100) sockets.push(...(await Promise.all(plan.online.slice(i, i + 100).map(open))));
  const openSeconds = (performance.now() - openStarted) / 1000;
  while (performance.now() - lastFrameAt < 1000) await sleep(100);
  const times = [];
  let missed = 0;
  for (const [n, a] of plan.announcements.entries()) {
    const recipients = [...a.students, ...a.guardians];
    const from = performance.now();
    const arrivals = recipients.map(
      (id) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve((performance.now() - from) / 1000);
          });
        }),
    );
    const posted = await call('POST', '/api/teachers/announcements', a.teacherCookie, {
      sectionID: a.sectionID,
      audience: 'both',
      body: `<p>Field trip to the National Museum on Friday (${n + 1}): bring a packed lunch.</p>`,
    });
    if (posted.status !== 201) throw new Error(`an announcement answered ${posted.status}: ${JSON.stringify(posted.body)}`);
    for (const took of await Promise.all(arrivals)) {
      if (took === null) missed += 1;
      else times.push(took);
    }
    waiting.clear();
    await sleep(500);
  }
  for (const socket of sockets) socket.close();
  times.sort((a, b) => a - b);
  return {
    online: sockets.length,
    openSeconds,
    announcements: plan.announcements.length,
    deliveries: times.length,
    missed,
    p50_s: percentile(times, 50),
    p99_s: percentile(times, 99),
    max_s: times.at(-1) ?? null,
  };
}

const figures = args.mode === 'announce' ? await announcements() : await turnIns();
console.log(JSON.stringify(figures));
if (args.out) writeFileSync(args.out, JSON.stringify(figures));
process.exit(0);
