// Runs the browser test files two at a time, each in its own `node --test` process with its own
// server and Chromium, printing each file's report whole when it ends. A file spends about half
// its time waiting on the page, so two keep these two cores busy. The longest files start
// first (as long as they took in the last run here, kept in node_modules/.cache; files not
// timed yet first of all, then the biggest), so the last ones to run are short.
// `LYCEUM_E2E_WIDTH=3` runs three at a time (with Vitest beside them, three took as long in all
// as two on these two cores: the CPU is the limit).
// `node e2e/run.mjs grades` runs the files whose names contain `grades`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const WIDTH = Number(process.env.LYCEUM_E2E_WIDTH ?? 2);
const TIMEOUT_MS = 180_000;

const TIMINGS = path.join(DIR, '..', 'node_modules', '.cache', 'e2e-seconds.json');

/** How long each file took when it last passed here: `{ "name.test.mjs": seconds }`. */
function lastTimings() {
  try {
    return JSON.parse(readFileSync(TIMINGS, 'utf8'));
  } catch {
    return {};
  }
}

const timings = lastTimings();
const only = process.argv.slice(2);
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .map((name) => ({ name, seconds: timings[name] ?? Infinity, size: statSync(path.join(DIR, name)).size }))
  .sort((a, b) => b.seconds - a.seconds || b.size - a.size)
  .map(({ name }) => name);

const children = new Set();

/**
 * The failures in a file's TAP report, short: each `not ok` line with its error and location,
 * without the stack (printed again at the end of the run, where a CI log's tail shows them).
 */
function failureDigest(report) {
  const lines = report.split('\n');
  const digest = [];
  let inFailure = false;
  let inStack = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (/^not ok \d+/.test(trimmed)) {
      inFailure = true;
      inStack = false;
      digest.push(trimmed);
      continue;
    }
    if (!inFailure) continue;
    if (trimmed === '...') {
      inFailure = false;
      continue;
    }
    if (/^stack: /.test(trimmed)) inStack = true;
    else if (/^[a-zA-Z]+: /.test(trimmed)) inStack = false;
    if (!inStack && trimmed !== '' && !trimmed.startsWith('duration_ms')) digest.push(`    ${trimmed}`);
  }
  return digest.slice(0, 60).join('\n');
}

/** Runs one file; resolves with whether it passed, after printing its whole report. */
function runFile(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    // A browser step that never settles fails its test after three minutes instead of stalling the run.
    const child = spawn(process.execPath, ['--test', `--test-timeout=${TIMEOUT_MS}`, path.join(DIR, name)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const passed = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (passed) timings[name] = Number(seconds);
      const report = Buffer.concat(output);
      process.stdout.write(`\n# ${name}: ${passed ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds} s\n`);
      process.stdout.write(report);
      if (!passed) digests.push(`# ${name}\n${failureDigest(report.toString('utf8'))}`);
      resolve(passed);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const started = Date.now();
const failed = [];
/** What failed in each failed file, printed again once all have run. */
const digests = [];
const queue = [...files];
const running = new Set();
while (queue.length > 0 || running.size > 0) {
  while (queue.length > 0 && running.size < WIDTH) {
    const name = queue.shift();
    const run = runFile(name).then((passed) => {
      if (!passed) failed.push(name);
      running.delete(run);
    });
    running.add(run);
  }
  await Promise.race(running);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
try {
  mkdirSync(path.dirname(TIMINGS), { recursive: true });
  writeFileSync(TIMINGS, `${JSON.stringify(timings, null, 1)}\n`);
} catch (error) {
  console.error(`# the files' timings could not be kept in ${TIMINGS}: ${error.message}`);
}
if (files.length === 0) {
  console.error(`No browser test file matches ${only.join(', ')}`);
  process.exit(1);
}
if (failed.length > 0) {
  console.error(`\n# what failed:\n${digests.join('\n')}`);
  console.error(`\n# ${failed.length} of ${files.length} browser test files failed in ${seconds} s: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n# all ${files.length} browser test files passed in ${seconds} s`);
