// The one test command: lint, type-check, unit and integration suites, browser tests.
// Prints each step and ends with a plain `N passed, N failed` line summed over every suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'taxi-test-'));
const only = process.argv.slice(2);
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: child.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check without test cases (lint, types, build) counts as one passed or failed item. */
function check(name, command, args, env) {
  if (only.length && !only.includes(name)) {
    return;
  }
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/** A suite whose runner writes a JSON report with per-test counts. */
function suite(name, command, args, reportFile, count, env) {
  if (only.length && !only.includes(name)) {
    return;
  }
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args, env);
  const report = readJson(reportFile);
  const counted = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that crashed before reporting still fails the run.
  const failed = counted.failed + (!ok && counted.failed === 0 ? 1 : 0);
  results.push({ name, passed: counted.passed, failed, seconds });
}

const jestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
});
const vitestCount = jestCount;
const playwrightCount = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
});

const npx = 'npx';
check('lint', npx, ['eslint', '.', '--max-warnings', '0']);
check('format', npx, ['prettier', '--check', '.', '--log-level', 'warn']);
check('types', 'npm', ['run', '--silent', 'typecheck']);
if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) {
  check('compose', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
}

const contractsReport = path.join(reports, 'contracts.json');
suite(
  'contracts',
  npx,
  ['jest', '--config', 'contracts/jest.config.cjs', '--json', `--outputFile=${contractsReport}`],
  contractsReport,
  jestCount,
);

const gatewayReport = path.join(reports, 'gateway.json');
suite(
  'gateway',
  npx,
  [
    'jest',
    '--config',
    'gateway/jest.config.cjs',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${gatewayReport}`,
  ],
  gatewayReport,
  jestCount,
);

const webReport = path.join(reports, 'web.json');
suite(
  'web',
  npx,
  [
    'vitest',
    'run',
    '--root',
    'web',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${webReport}`,
    '--passWithNoTests',
  ],
  webReport,
  vitestCount,
);

// Secrets in the build environment must not end up in the bundle: the e2e scan looks for these.
const canaries = JSON.parse(readFileSync(path.join(root, 'scripts/secret-canaries.json'), 'utf8'));
check('build', 'npm', ['run', '--silent', 'build'], canaries);
const e2eReport = path.join(reports, 'e2e.json');
suite(
  'e2e',
  npx,
  ['playwright', 'test', '--config', 'web/playwright.config.ts'],
  e2eReport,
  playwrightCount,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
);
// Several real processes (redis-server, two gateways, nginx): needs both on PATH (.ci/run installs them).
const haReport = path.join(reports, 'ha.json');
suite(
  'ha',
  npx,
  ['playwright', 'test', '--config', 'ops/ha/playwright.config.ts'],
  haReport,
  playwrightCount,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: haReport },
);

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
