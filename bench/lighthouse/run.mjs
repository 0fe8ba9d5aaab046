// Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) against a running Lyceum:
// the three login pages and the student's home after sign-in. Prints performance and
// accessibility scores with the main timings. Usage (bench/lighthouse.sh does all of it):
//   node bench/lighthouse/run.mjs --base=http://127.0.0.1:8080 --email=E --password=P
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
  { name: 'student login /', path: '/' },
  { name: 'teacher login /teacher', path: '/teacher' },
  { name: 'admin login /admin', path: '/admin' },
  { name: "student's home after sign-in", path: '/', signedIn: true },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const cookie = await studentCookie();
  for (const { name, path, signedIn } of pages) {
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: signedIn ? { Cookie: cookie } : undefined,
    });
    const ms = (id) => Math.round(lhr.audits[id].numericValue);
    rows.push({
      page: name,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
    });
  }
} finally {
  await chrome.kill();
}
console.log('page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time');
for (const row of rows) {
  console.log(`${row.page} | ${row.performance} | ${row.accessibility} | ${row.fcp} ms | ${row.lcp} ms | ${row.tbt} ms`);
}
