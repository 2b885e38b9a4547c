// `npm test`: everything a change can break (design.md §5), then one closing line
// `N passed, N failed` that counts every test (typecheck and lint count as one check each).
// Two lanes run side by side (docs/decisions/0052), each a row of stages:
//   lane 1: typecheck → unit + integration (Vitest; server on PGlite)
//   lane 2: lint → e2e build → end-to-end in Chromium against the production build (Playwright) →
//           the server suites again on real PostgreSQL with MEMORY_INDEXES=off (when
//           TEST_DATABASE_URL is set)
// While both lanes run, each stage's output goes to .tmp/test-reports/<stage>.log and is printed
// whole when the stage ends. TEST_SERIAL=1 runs the stages one after another with their output
// live; SKIP_E2E=1 leaves out the end-to-end stage while iterating.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const serial = process.env.TEST_SERIAL === '1';
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
/** The summary's lines per stage, printed in the stages' order whatever order they end in. */
const summaries = new Map();
const timings = [];

/** Seconds since `from` (ms since the epoch), to one decimal. */
const secondsSince = (from) => ((Date.now() - from) / 1000).toFixed(1);

/**
 * Runs one command of stage `name`: with live output when serial, else into the stage's log file,
 * printed whole when the command ends. Resolves to the exit code.
 */
async function runStage(name, cmd, args, env) {
  const begun = Date.now();
  if (serial) {
    console.log(`\n=== ${name}`);
    const code = await run(cmd, args, { cwd: root, env });
    timings.push(`${name}: ${secondsSince(begun)} s`);
    return code;
  }
  console.log(`--- ${name}: started at ${secondsSince(started)} s`);
  const log = join(reports, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'a');
  const code = await run(cmd, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  console.log(`\n=== ${name} (exit ${code}, ${secondsSince(begun)} s)\n${readFileSync(log, 'utf8')}`);
  timings.push(`${name}: ${secondsSince(begun)} s`);
  return code;
}

/** Adds a summary line (and its detail lines) for stage `name`. */
function note(name, ...lines) {
  summaries.set(name, [...(summaries.get(name) ?? []), ...lines]);
}

async function check(name, cmd, args, env) {
  const code = await runStage(name, cmd, args, env);
  if (code === 0) passed++;
  else failed++;
  note(name, `${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return code;
}

function countVitest(file, name, code) {
  if (!existsSync(file)) {
    failed++;
    note(name, `FAIL ${name}: no report (exit ${code})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const ok = r.numFailedTests === 0 && code === 0;
  note(
    name,
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`,
  );
  // The failed tests by name, so the summary alone (the tail of a long CI log) says what to look at.
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const where = suite.name.startsWith(root) ? suite.name.slice(root.length + 1) : suite.name;
      const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      note(name, `       ${where} › ${t.fullName}${why ? `\n         ${why}` : ''}`);
    }
  }
  if (code !== 0 && r.numFailedTests === 0) {
    // A suite that fails to load has no failed tests but must still fail the run.
    failed++;
    note(name, `FAIL ${name}: exited ${code} (a test file failed to load)`);
  }
}

async function vitest(name, args, env) {
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await runStage(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file, name, code);
}

const E2E = 'end-to-end';

/** Vitest on PGlite: every project. */
async function vitestPglite() {
  // TEST_DATABASE_URL is emptied here: CI exports it for the PostgreSQL stage, and this run must be the PGlite one.
  await vitest('unit and integration (PGlite)', [], { TEST_DATABASE_URL: '' });
}

/** The server projects again on PostgreSQL, when TEST_DATABASE_URL is set. */
async function vitestPostgres() {
  if (!process.env.TEST_DATABASE_URL) return;
  // On PostgreSQL every list is answered by the database (MEMORY_INDEXES=off, docs/decisions/0049):
  // the PGlite stage runs the read models, this one the plain SQL path of every list.
  await vitest(
    'server on PostgreSQL, MEMORY_INDEXES=off',
    ['--project', 'server', '--project', 'server-mocking'],
    {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
      MEMORY_INDEXES: process.env.MEMORY_INDEXES ?? 'off',
    },
  );
}

/** The end-to-end build and the Playwright specs (unless SKIP_E2E). */
async function endToEnd() {
  if (process.env.SKIP_E2E) return;
  // The e2e mode build is the production build plus the test-only device hooks (apps/web/src/device/connect/browser-deps.ts).
  const build = await runStage('e2e build', 'npm', ['run', 'build:e2e', '-w', 'apps/web']);
  const file = join(reports, 'e2e.json');
  const code =
    build === 0
      ? await runStage(E2E, 'npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        })
      : build;
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    note(
      E2E,
      `${stats.unexpected === 0 && code === 0 ? 'ok  ' : 'FAIL'} end-to-end: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`,
    );
    if (code !== 0 && stats.unexpected === 0) failed++;
    for (const line of failedPlaywrightTests(JSON.parse(readFileSync(file, 'utf8'))))
      note(E2E, `       ${line}`);
  } else {
    failed++;
    note(E2E, `FAIL end-to-end: no report (exit ${code})`);
  }
}

const typecheck = () => check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const lint = () => check('lint', 'npm', ['run', '--silent', 'lint']);

if (serial) {
  for (const stage of [typecheck, lint, vitestPglite, vitestPostgres, endToEnd]) await stage();
} else {
  // Lane 2 takes the PostgreSQL stage after the browser's: it ends well before lane 1's Vitest.
  await Promise.all([
    (async () => {
      await typecheck();
      await vitestPglite();
    })(),
    (async () => {
      await lint();
      await endToEnd();
      await vitestPostgres();
    })(),
  ]);
}

/** "file › title" of every Playwright test whose final outcome was unexpected (failed on every try). */
function failedPlaywrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') out.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

const order = [
  'typecheck',
  'lint',
  'unit and integration (PGlite)',
  'server on PostgreSQL, MEMORY_INDEXES=off',
  E2E,
];
const lines = [...summaries.entries()]
  .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
  .flatMap(([, stageLines]) => stageLines);
console.log(`\n=== times\n${timings.join('\n')}\nwhole run: ${secondsSince(started)} s`);
console.log(`\n=== summary\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
