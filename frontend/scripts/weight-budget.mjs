// The front end's weight budget: bytes on the wire (the brotli copies the build writes) of the
// JavaScript and CSS each page needs before it can show itself, read from Vite's manifest.
// Fails (exit 1) when a page is over budget or the student area would load the admin's editor.
// Run after `npm run build`: `node scripts/weight-budget.mjs`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the front end first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const KB = 1024;
const ENTRY = 'index.html';
const STUDENT_SHELL = 'src/features/student-portal/components/student-shell.tsx';
const TEACHER_SHELL = 'src/features/teacher-portal/components/teacher-shell.tsx';
const GUARDIAN_SHELL = 'src/features/guardian-portal/components/guardian-shell.tsx';
const ADMIN_SHELL = 'src/features/admin-shell/components/admin-shell.tsx';
const NEWS_FEED = 'src/features/news/components/news-feed-screen.tsx';
const NEWS_EDITOR = 'src/features/news/components/create-news-screen.tsx';
const ADMIN_HOME = 'src/features/admin-home/components/admin-home-screen.tsx';
const GUARDIAN_HOME = 'src/features/guardian-portal/components/home-screen.tsx';
// The chart library (@mantine/charts over recharts), fetched by the screens that draw a chart.
const CHARTS = 'src/components/charts/figure-chart.tsx';

/** What a browser downloads for `keys`: their chunks, every chunk they import statically, and the CSS of all. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    // A dynamic entry that other chunks also import from is listed under its chunk's name.
    const name = path.basename(key).replace(/\.tsx?$/, '');
    const chunk =
      manifest[key] ?? Object.values(manifest).find((candidate) => candidate.isDynamicEntry && candidate.name === name);
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** Bytes on the wire: the brotli copy when the build made one, else the file itself. */
function wireBytes(file) {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

const total = (files) => [...files].reduce((sum, file) => sum + wireBytes(file), 0);

const pages = [
  { page: 'login /', keys: [ENTRY], js: 170, css: 40 },
  { page: 'login /teacher', keys: [ENTRY], js: 170, css: 40 },
  { page: 'login /admin', keys: [ENTRY], js: 170, css: 40 },
  { page: 'login /guardian', keys: [ENTRY], js: 170, css: 40 },
  { page: "student's home after sign-in", keys: [ENTRY, STUDENT_SHELL, NEWS_FEED], js: 250 },
  { page: "teacher's home after sign-in", keys: [ENTRY, TEACHER_SHELL, NEWS_FEED], js: 250 },
  { page: "guardian's home after sign-in", keys: [ENTRY, GUARDIAN_SHELL], js: 250 },
  // The charts come after the rest of the Home, below its cards; the chart library is most of
  // the difference, and no other screen loads it.
  { page: "guardian's home with its charts", keys: [ENTRY, GUARDIAN_SHELL, GUARDIAN_HOME, CHARTS], js: 350 },
  { page: "admin's first screen after sign-in (Home)", keys: [ENTRY, ADMIN_SHELL, ADMIN_HOME], js: 250 },
  { page: "admin's Home with its chart", keys: [ENTRY, ADMIN_SHELL, ADMIN_HOME, CHARTS], js: 350 },
];

const problems = [];
console.log('page | JavaScript (KB, brotli) | CSS (KB, brotli)');
for (const { page, keys, js: jsBudget, css: cssBudget } of pages) {
  const { js, css } = closure(keys);
  const jsKb = total(js) / KB;
  const cssKb = total(css) / KB;
  const limit = (kb, budget) => (budget === undefined ? '' : ` (budget ${budget})`);
  console.log(`${page} | ${jsKb.toFixed(1)}${limit(jsKb, jsBudget)} | ${cssKb.toFixed(1)}${limit(cssKb, cssBudget)}`);
  if (jsBudget !== undefined && jsKb > jsBudget) problems.push(`${page}: ${jsKb.toFixed(1)} KB of JavaScript, budget ${jsBudget} KB`);
  if (cssBudget !== undefined && cssKb > cssBudget) problems.push(`${page}: ${cssKb.toFixed(1)} KB of CSS, budget ${cssBudget} KB`);
}

// The rich-text editor (Tiptap over ProseMirror) is fetched by the screens that write rich text
// (the admin's news, the teacher's Classwork) when they open: no chunk a portal loads first may
// hold it.
const holdsEditor = (file) => readFileSync(path.join(dist, file), 'utf8').includes('ProseMirror');
if (![...closure([NEWS_EDITOR]).js].some(holdsEditor)) problems.push('the news editor was not found in the build');
for (const [portal, shell] of [['student', STUDENT_SHELL], ['teacher', TEACHER_SHELL], ['guardian', GUARDIAN_SHELL]]) {
  const leaked = [...closure([ENTRY, shell, NEWS_FEED]).js].filter(holdsEditor);
  if (leaked.length > 0) problems.push(`the ${portal} portal loads the news editor's code: ${leaked.join(', ')}`);
}

// The chart library is the Homes' alone, fetched when a chart shows: no login page and no
// portal's first load may hold it.
const chartChunk = manifest[CHARTS]?.file;
if (!chartChunk) problems.push('the chart library was not found in the build');
const firstLoads = [
  ['the login pages', [ENTRY]],
  ['the student portal', [ENTRY, STUDENT_SHELL, NEWS_FEED]],
  ['the teacher portal', [ENTRY, TEACHER_SHELL, NEWS_FEED]],
  ['the guardian portal', [ENTRY, GUARDIAN_SHELL]],
  ['the admin area', [ENTRY, ADMIN_SHELL, ADMIN_HOME]],
];
for (const [where, keys] of firstLoads) {
  if (closure(keys).js.has(chartChunk)) problems.push(`${where}: the chart library (${chartChunk}) loads before a chart shows`);
}

// Only the Mantine styles in use ship (per-component CSS files, see src/main.tsx), and none
// that is in use may be missing: every Mantine class the built code names, and Mantine's full
// style sheet styles, must be styled by the CSS the app ships.
const mantineSheet = readFileSync(path.join(dist, '..', 'node_modules', '@mantine', 'core', 'styles.css'), 'utf8');
const classesIn = (text) => new Set(text.match(/m_[0-9a-f]{8}/g) ?? []);
const styledByMantine = classesIn(mantineSheet);
const shippedCss = Object.values(manifest)
  .flatMap((chunk) => chunk.css ?? [])
  .map((file) => readFileSync(path.join(dist, file), 'utf8'))
  .join('\n');
const shippedClasses = classesIn(shippedCss);
const builtJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(dist, file), 'utf8'))
  .join('\n');
const unstyled = [...classesIn(builtJs)].filter((name) => styledByMantine.has(name) && !shippedClasses.has(name));
if (unstyled.length > 0) {
  problems.push(`Mantine components ship without their styles (import their CSS in src/main.tsx): ${unstyled.join(', ')}`);
}
const fullSheetKb = mantineSheet.length / KB;
const shippedKb = shippedCss.length / KB;
console.log(`Mantine styles shipped: ${shippedKb.toFixed(1)} KB uncompressed (the full sheet is ${fullSheetKb.toFixed(1)} KB)`);

if (problems.length > 0) {
  console.error(`\nOver the weight budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nWithin the weight budget.');
