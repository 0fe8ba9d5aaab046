// Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) against a running Lyceum:
// each portal's login page and the student's home after sign-in, each `--runs` times (3 unless
// told). Prints each run's performance and accessibility scores with the main timings and, as
// its last line, one JSON object with each page's worst scores of its runs. Usage
// (bench/lighthouse.sh does all of it):
//   node bench/lighthouse/run.mjs --base=http://127.0.0.1:8080 --email=E --password=P [--runs=N]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.join('=')];
  }),
);
const base = args.base ?? 'http://127.0.0.1:8080';

/** Signs the student in and answers the session cookie, for the home page after sign-in. */
async function studentCookie() {
  const response = await fetch(`${base}/api/students/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email: args.email, password: args.password }),
  });
  if (!response.ok) throw new Error(`student sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

const pages = [
  { name: 'student login /', key: 'student_login', path: '/' },
  { name: 'teacher login /teacher', key: 'teacher_login', path: '/teacher' },
  {
    name: 'guardian login /guardian',
    key: 'guardian_login',
    path: '/guardian',
  },
  { name: 'admin login /admin', key: 'admin_login', path: '/admin' },
  {
    name: "student's home after sign-in",
    key: 'student_home',
    path: '/',
    signedIn: true,
  },
];
const runs = Number(args.runs ?? 3);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const cookie = await studentCookie();
  for (let run = 1; run <= runs; run += 1) {
    for (const { name, key, path, signedIn } of pages) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: signedIn ? { Cookie: cookie } : undefined,
      });
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      rows.push({
        run,
        page: name,
        key,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
      });
    }
  }
} finally {
  await chrome.kill();
}
console.log(
  'run | page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time',
);
for (const row of rows) {
  console.log(
    `${row.run} | ${row.page} | ${row.performance} | ${row.accessibility} | ${row.fcp} ms | ${row.lcp} ms | ${row.tbt} ms`,
  );
}
const worst = {};
for (const { key } of pages) {
  const mine = rows.filter((row) => row.key === key);
  worst[`${key}_performance`] = Math.min(...mine.map((row) => row.performance));
  worst[`${key}_accessibility`] = Math.min(...mine.map((row) => row.accessibility));
  worst[`${key}_total_blocking_time_ms`] = Math.max(...mine.map((row) => row.tbt));
}
console.log(JSON.stringify({ runs, ...worst }));
