// `npm test`: everything a change can break (design.md §5), then one closing line
// `N passed, N failed` that counts every test (typecheck and lint count as one check each).
//   1. typecheck   2. lint   3. unit + integration (Vitest; server on PGlite)
//   4. the server suite again on real PostgreSQL when TEST_DATABASE_URL is set
//   5. end-to-end in Chromium against the production build (Playwright)
// Set SKIP_E2E=1 to leave out step 5 while iterating.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];

async function check(name, cmd, args, env) {
  console.log(`\n=== ${name}`);
  const code = await run(cmd, args, { cwd: root, env });
  if (code === 0) passed++;
  else failed++;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return code;
}

function countVitest(file, name, code) {
  if (!existsSync(file)) {
    failed++;
    summary.push(`FAIL ${name}: no report (exit ${code})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const ok = r.numFailedTests === 0 && code === 0;
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`,
  );
  // The failed tests by name, so the summary alone (the tail of a long CI log) says what to look at.
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const where = suite.name.startsWith(root) ? suite.name.slice(root.length + 1) : suite.name;
      const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      summary.push(`       ${where} › ${t.fullName}${why ? `\n         ${why}` : ''}`);
    }
  }
  if (code !== 0 && r.numFailedTests === 0) {
    // A suite that fails to load has no failed tests but must still fail the run.
    failed++;
    summary.push(`FAIL ${name}: exited ${code} (a test file failed to load)`);
  }
}

async function vitest(name, args, env) {
  console.log(`\n=== ${name}`);
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      cwd: root,
      env,
    },
  );
  countVitest(file, name, code);
}

await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await check('lint', 'npm', ['run', '--silent', 'lint']);
// TEST_DATABASE_URL is emptied here: CI exports it for step 4, and this run must be the PGlite one.
await vitest('unit and integration (PGlite)', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  await vitest('server on PostgreSQL', ['--project', 'server', '--project', 'server-mocking'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
}
if (!process.env.SKIP_E2E) {
  console.log('\n=== end-to-end (Chromium)');
  // The e2e mode build is the production build plus the test-only device hooks (apps/web/src/device/connect/browser-deps.ts).
  const build = await run('npm', ['run', 'build:e2e', '-w', 'apps/web'], { cwd: root });
  const file = join(reports, 'e2e.json');
  const code =
    build === 0
      ? await run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
          cwd: root,
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        })
      : build;
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    summary.push(
      `${stats.unexpected === 0 && code === 0 ? 'ok  ' : 'FAIL'} end-to-end: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`,
    );
    if (code !== 0 && stats.unexpected === 0) failed++;
    for (const line of failedPlaywrightTests(JSON.parse(readFileSync(file, 'utf8'))))
      summary.push(`       ${line}`);
  } else {
    failed++;
    summary.push(`FAIL end-to-end: no report (exit ${code})`);
  }
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

console.log(`\n=== summary\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
