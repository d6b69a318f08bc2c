// The one test command: lint, format, types, unit and integration suites, browser tests, several
// processes. The browser suites are the long pole and wait on pages more than they compute: the build
// and then e2e and ha start first, at the normal priority; every other stage runs beside them, niced,
// two at a time, on what the browsers leave idle (each stage's output is printed whole when it ends).
// It ends with a plain `N passed, N failed` line summed over every suite.
// `npm test -- gateway web` runs only the named stages.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'taxi-test-'));
const only = process.argv.slice(2);
const npx = 'npx';
/** Side stages at a time, and how much they yield to the browser suites. */
const SIDE_SLOTS = 2;
const SIDE_NICENESS = '10';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Every `*.test.mjs` under ops/ (node:test suites of the operations scripts). */
const opsTests = readdirSync(path.join(root, 'ops'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.mjs') && !file.includes('node_modules'))
  .map((file) => path.join('ops', file));

const jestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
});
const playwrightCount = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
});

/** The gist of a failure's message: its first lines, without the colours a runner adds. */
const gist = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 4)
    .join(' · ')
    .slice(0, 400);

/** Each failed test of a jest or vitest report: where it is and why. */
const jestFailures = (r) =>
  (r.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') {
      return [`${where}: ${gist(file.message)}`];
    }
    return failedTests.map((test) => `${where} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
  });

/**
 * Each test of a Playwright report with the given outcome ('unexpected': failed on its last try;
 * 'flaky': passed on a retry), with its project (screen size) and the first try's error.
 */
const playwrightTests = (outcome) => (r) => {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === outcome) {
          const failedTry = test.results?.find((result) => result.error);
          found.push(
            `${spec.file}:${spec.line} [${test.projectName}] ${spec.title}: ${gist(failedTry?.error?.message)}`,
          );
        }
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (r.suites ?? []).forEach(visit);
  return found;
};
const report = (name) => path.join(reports, `${name}.json`);
// Secrets in the build environment must not end up in the bundle: the e2e scan looks for these.
const canaries = JSON.parse(readFileSync(path.join(root, 'scripts/secret-canaries.json'), 'utf8'));

/**
 * Every stage: its command and what it waits for (`after`). `side` stages run niced, at most
 * SIDE_SLOTS at a time, in this order; the others start as soon as what they wait for has ended. A
 * stage with a `count` reads a JSON report; one without counts as one passed or failed item.
 */
const stages = [
  // The image's build stage replayed in an empty folder (ops/docker/replay): it fails naming a file
  // the build reads that no COPY line brings; its output (web/dist, gateway/dist) is what the later
  // stages test, and the runtime stage is started and checked as a container would be.
  {
    name: 'build',
    command: ['node', 'ops/docker/replay/replay-dockerfile.mjs', '--publish', '--report', report('build')],
    env: canaries,
    count: (r) => ({ passed: r.passed, failed: r.failed }),
  },
  {
    name: 'e2e',
    command: [npx, 'playwright', 'test', '--config', 'web/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
    count: playwrightCount,
    failures: playwrightTests('unexpected'),
    retried: playwrightTests('flaky'),
    after: ['build'],
  },
  // Several real processes (redis-server, two gateways, nginx): mostly waiting on them, so it runs
  // beside the browser tests. .ci/run installs redis-server and nginx.
  {
    name: 'ha',
    command: [npx, 'playwright', 'test', '--config', 'ops/ha/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('ha') },
    count: playwrightCount,
    failures: playwrightTests('unexpected'),
    retried: playwrightTests('flaky'),
    after: ['build'],
  },
  {
    name: 'gateway',
    command: [
      npx,
      'jest',
      '--config',
      'gateway/jest.config.cjs',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${report('gateway')}`,
    ],
    count: jestCount,
    failures: jestFailures,
    side: true,
  },
  { name: 'lint', command: [npx, 'eslint', '.', '--max-warnings', '0'], side: true },
  { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'], side: true },
  {
    name: 'web',
    command: [
      npx,
      'vitest',
      'run',
      '--root',
      'web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('web')}`,
      '--passWithNoTests',
    ],
    count: jestCount,
    failures: jestFailures,
    side: true,
  },
  { name: 'format', command: [npx, 'prettier', '--check', '.', '--log-level', 'warn'], side: true },
  {
    name: 'contracts',
    command: [
      npx,
      'jest',
      '--config',
      'contracts/jest.config.cjs',
      '--json',
      `--outputFile=${report('contracts')}`,
    ],
    count: jestCount,
    failures: jestFailures,
    side: true,
  },
  // The operations scripts' own tests (node:test).
  {
    name: 'ops',
    command: [
      'node',
      '--test',
      '--test-reporter=tap',
      `--test-reporter-destination=${report('ops')}`,
      ...opsTests,
    ],
    count: (text) => ({
      passed: Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0),
      failed: Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0),
    }),
    text: true,
    side: true,
  },
  // The JavaScript each page downloads when it opens, against its budget; one count per page.
  {
    name: 'budgets',
    command: ['node', 'web/scripts/route-budgets/check.mjs', '--report', report('budgets')],
    count: (r) => ({ passed: r.passed, failed: r.failed }),
    after: ['build'],
    side: true,
  },
  ...(spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0
    ? [
        {
          name: 'compose',
          command: [
            'sh',
            '-c',
            'docker-compose config -q && docker-compose --profile ha config -q' +
              ' && docker-compose --profile ha --profile monitoring config -q',
          ],
          side: true,
        },
      ]
    : []),
].filter((stage) => only.length === 0 || only.includes(stage.name));

function start(stage) {
  const started = Date.now();
  const [command, ...args] = stage.side ? ['nice', '-n', SIDE_NICENESS, ...stage.command] : stage.command;
  // Piped, so runners would drop colours a terminal shows: keep them only for a terminal.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...colour, ...stage.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${stage.name} (${seconds}s)\n`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      let counted = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
      let failures = [];
      let retried = [];
      if (stage.count) {
        const read = stage.text ? readText(report(stage.name)) : readJson(report(stage.name));
        counted = read ? stage.count(read) : { passed: 0, failed: 0 };
        failures = read && stage.failures ? stage.failures(read) : [];
        retried = read && stage.retried ? stage.retried(read) : [];
        // A runner that crashed before reporting still fails the run.
        counted.failed += !ok && counted.failed === 0 ? 1 : 0;
      }
      resolve({ name: stage.name, ...counted, failures, retried, seconds });
    });
  });
}

/** Starts each stage once what it waits for has ended; side stages also wait for a free slot. */
async function runAll() {
  const results = new Map();
  const waiting = [...stages];
  const running = new Map();
  const done = new Set();
  const sideRunning = () => [...running.keys()].filter((stage) => stage.side).length;
  const ready = (stage) =>
    (stage.after ?? []).every((name) => done.has(name) || !stages.some((s) => s.name === name));
  while (waiting.length > 0 || running.size > 0) {
    for (const stage of [...waiting]) {
      const slot = !stage.side || sideRunning() < SIDE_SLOTS;
      if (ready(stage) && slot) {
        waiting.splice(waiting.indexOf(stage), 1);
        running.set(stage, start(stage));
      }
    }
    const [stage, result] = await Promise.race([...running].map(([s, p]) => p.then((r) => [s, r])));
    running.delete(stage);
    done.add(stage.name);
    results.set(stage.name, result);
  }
  return stages.map((stage) => results.get(stage.name));
}

const began = Date.now();
const results = await runAll();
// Repeated at the end, where a log cut to its last lines still shows them: what failed, and what
// passed only on a retry (counted as passed, named so that it gets mended).
const listed = (title, key, mark) => {
  const lines = results.flatMap((r) => r[key].map((line) => `  ${mark} ${r.name}: ${line}`));
  if (lines.length > 0) {
    console.log(`\n${title}\n${lines.join('\n')}`);
  }
};
listed('Passed only on a retry', 'retried', '↻');
listed('Failed', 'failures', '✗');
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`  all stages in ${((Date.now() - began) / 1000).toFixed(1)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
