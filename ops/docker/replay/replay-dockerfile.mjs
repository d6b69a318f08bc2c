// Replays the Dockerfile without Docker, so a file the image's build needs but no COPY brings fails
// `npm test` instead of the next `docker-compose build`:
//   node ops/docker/replay/replay-dockerfile.mjs [--publish] [--report <file>]
// Each stage starts in an empty folder standing for the image's root. COPY lines copy from the
// checkout (honouring .dockerignore) or from an earlier stage's folder; `npm ci` is stood in for by
// the checkout's installed dependencies (stand-in-modules.mjs); every other RUN command runs as
// written, with its absolute paths inside the stage's folder. A stage with a CMD is started and
// checked like check-image.sh checks the image: its HEALTHCHECK passes, /readyz is ready, / is served.
// With --publish, what the build created (web/dist, gateway/dist…) replaces the checkout's, so the
// browser tests run exactly what the image would hold.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isIgnored, parseDockerignore } from './dockerignore.mjs';
import { commandArgv, parseDockerfile, splitCommands } from './parse-dockerfile.mjs';
import { linkAllModules, linkProductionModules } from './stand-in-modules.mjs';
import { filesNamedIn } from './missing-files.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const checkout = path.resolve(option('--context') ?? path.join(import.meta.dirname, '../../..'));
const dockerfile = path.join(checkout, option('--file') ?? 'Dockerfile');
const publish = args.includes('--publish');
const reportFile = option('--report');
const keep = args.includes('--keep');

const results = [];
const record = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
};

const ignoreFile = path.join(checkout, '.dockerignore');
const ignoreRules = parseDockerignore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
const lock = JSON.parse(readFileSync(path.join(checkout, 'package-lock.json'), 'utf8'));
const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: checkout, encoding: 'utf8' })
  .stdout.split('\0')
  .filter(Boolean);

/** Copies a context path as COPY does (a folder's contents, not the folder), returning what it brought. */
function copyFromContext(source, target) {
  const brought = [];
  const full = path.join(checkout, source);
  if (!existsSync(full) || isIgnored(ignoreRules, source)) {
    throw new Error(`COPY ${source}: not in the build context`);
  }
  const walk = (relative, destination) => {
    const from = path.join(checkout, relative);
    if (statSync(from).isDirectory()) {
      mkdirSync(destination, { recursive: true });
      for (const name of readdirSync(from)) {
        const child = `${relative}/${name}`;
        if (!isIgnored(ignoreRules, child)) {
          walk(child, path.join(destination, name));
        }
      }
    } else {
      mkdirSync(path.dirname(destination), { recursive: true });
      cpSync(from, destination);
      brought.push(relative);
    }
  };
  walk(source.replace(/\/+$/, ''), target);
  return brought;
}

/** The folder a destination names inside a stage's root (`./x` relative to WORKDIR, `/x` absolute). */
function inside(root, workdir, destination) {
  return path.join(root, destination.startsWith('/') ? destination : path.join(workdir, destination));
}

/** A RUN command with its absolute paths moved into the stage's folder (`/tmp/x` → `<root>/tmp/x`). */
function rooted(command, root) {
  const tops = new Set(readdirSync(root));
  return command.replace(/(^|[\s=])\/([^\s/'"]+)/g, (whole, before, top) =>
    tops.has(top) ? `${before}${root}/${top}` : whole,
  );
}

function runShell(command, cwd, env) {
  const child = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: child.status === 0, output: `${child.stdout}${child.stderr}` };
}

/** Stands in for `npm ci …`: everything linked, or the production closure of `--workspace`. */
function standInForNpmCi(command, root, workdir) {
  const words = command.split(/\s+/);
  const copy = path.join(root, workdir);
  const workspaceFlag = words.findIndex((word) => word === '--workspace' || word === '-w');
  const workspace =
    words.find((word) => word.startsWith('--workspace='))?.split('=')[1] ??
    (workspaceFlag > -1 ? words[workspaceFlag + 1] : '');
  if (words.includes('--omit=dev')) {
    const count = linkProductionModules({ checkout, copy, lock, workspace });
    return `the production dependencies of ${workspace || 'the root'} (${count} packages, hard links)`;
  }
  linkAllModules({ checkout, copy, lock });
  return 'every installed package (links; the workspaces resolve inside the copy)';
}

/** New folders (two levels deep, node_modules aside) that a command created. */
function folders(root) {
  const found = new Set();
  for (const top of readdirSync(root, { withFileTypes: true })) {
    if (!top.isDirectory() || top.name === 'node_modules') {
      continue;
    }
    found.add(top.name);
    for (const inner of readdirSync(path.join(root, top.name), { withFileTypes: true })) {
      if (inner.isDirectory() && inner.name !== 'node_modules') {
        found.add(`${top.name}/${inner.name}`);
      }
    }
  }
  return found;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function retry(check, seconds) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (await check()) {
      return true;
    }
    if (Date.now() > until) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the stage's CMD as the container would and checks it as check-image.sh does. */
async function checkStart(stage, root, workdir, env, healthcheck, cmd) {
  const port = await freePort();
  const runEnv = { PATH: process.env.PATH, HOME: tmpdir(), ...env, HOST: '127.0.0.1', PORT: String(port) };
  const [command, ...argv] = commandArgv(cmd.args);
  const child = spawn(
    command,
    argv.map((word) => rooted(word, root)),
    { cwd: path.join(root, workdir), env: runEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const get = async (url) =>
    fetch(`http://127.0.0.1:${port}${url}`).then(
      async (r) => ({ status: r.status, body: await r.text() }),
      () => null,
    );
  try {
    const healthy = await retry(() => {
      if (child.exitCode !== null) {
        return true;
      }
      const [hcCommand, ...hcArgs] = commandArgv(healthcheck.command);
      return spawnSync(hcCommand, hcArgs, { env: runEnv, cwd: path.join(root, workdir) }).status === 0;
    }, 60);
    const up = healthy && child.exitCode === null;
    record(
      `${stage.name} stage: the HEALTHCHECK passes`,
      up,
      up ? '' : `\n${Buffer.concat(output).toString().slice(-4000)}`,
    );
    if (!up) {
      return;
    }
    const ready = await get('/readyz');
    record(
      `${stage.name} stage: /readyz is ready`,
      ready?.status === 200,
      ready ? `${ready.status} ${ready.body}` : 'no answer',
    );
    const page = await get('/');
    record(
      `${stage.name} stage: / serves the landing page`,
      page?.status === 200 && page.body.includes('<html'),
      page ? String(page.status) : 'no answer',
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Replays one stage in the folder `root`; false when a step failed. */
async function replayStage(stage, root, roots, outputs) {
  let workdir = '/';
  const env = {};
  const brought = [];
  let healthcheck = null;
  for (const step of stage.instructions) {
    const where = `${stage.name} stage, Dockerfile line ${step.line}`;
    switch (step.keyword) {
      case 'WORKDIR':
        workdir = path.posix.resolve(workdir, step.args);
        mkdirSync(path.join(root, workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(env, step.env);
        break;
      case 'COPY':
        for (const source of step.sources) {
          const from = step.from ? roots.get(step.from) : checkout;
          if (!from) {
            record(where, false, `COPY --from=${step.from}: no such stage replayed`);
            return false;
          }
          const sourcePath = step.from ? path.join(from, source) : path.join(checkout, source);
          // A folder's contents go into the destination; a file goes into it when it is a folder.
          const intoFolder = step.destination.endsWith('/') || step.sources.length > 1;
          const isFolder = existsSync(sourcePath) && statSync(sourcePath).isDirectory();
          const base = inside(root, workdir, step.destination);
          const target = isFolder || !intoFolder ? base : path.join(base, path.basename(source));
          if (step.from) {
            cpSync(sourcePath, target, { recursive: true, verbatimSymlinks: true });
          } else {
            brought.push(...copyFromContext(source, target));
          }
        }
        break;
      case 'RUN':
        for (const command of splitCommands(step.args)) {
          const cwd = path.join(root, workdir);
          if (/^npm ci(\s|$)/.test(command)) {
            console.log(
              `  ${stage.name}: ${command}\n    stood in for by ${standInForNpmCi(command, root, workdir)}`,
            );
            continue;
          }
          if (/^npm cache /.test(command)) {
            console.log(
              `  ${stage.name}: ${command}\n    not replayed (it would change this machine's npm cache)`,
            );
            continue;
          }
          console.log(`  ${stage.name}: ${command}`);
          const before = folders(cwd);
          const started = Date.now();
          // A docker build has no terminal: no colour codes in the output read for missing files.
          const hostEnv = { ...process.env };
          delete hostEnv.FORCE_COLOR;
          const run = runShell(rooted(command, root), cwd, { ...hostEnv, ...env, NO_COLOR: '1' });
          if (!run.ok) {
            const missing = filesNamedIn(run.output, tracked, brought);
            const named =
              missing.length > 0
                ? `the build read ${missing.map((file) => `${file}, which no COPY line brings`).join('; ')}`
                : 'it failed (output below)';
            record(`${where}: ${command}`, false, `${named}\n${run.output.slice(-6000)}`);
            return false;
          }
          console.log(`    done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          for (const folder of folders(cwd)) {
            if (!before.has(folder)) {
              outputs.push(path.join(cwd, folder));
            }
          }
        }
        break;
      case 'HEALTHCHECK':
        healthcheck = step;
        break;
      case 'CMD':
        if (!healthcheck) {
          record(where, false, 'a CMD without a HEALTHCHECK: nothing would tell whether the container works');
          return false;
        }
        await checkStart(stage, root, workdir, env, healthcheck, step);
        break;
      default:
        break; // USER, EXPOSE and ARG change nothing a replay can check
    }
  }
  record(`${stage.name} stage replayed`, true, `${brought.length} files copied from the checkout`);
  return true;
}

/** Moves what the build created into the checkout, in place of the checkout's own. */
function publishOutputs(outputs, root, workdir) {
  const copyRoot = path.join(root, workdir);
  // Only the outermost new folders: web/dist and web/dist-report, not web/dist/assets.
  const outermost = outputs.filter(
    (folder) => !outputs.some((other) => other !== folder && folder.startsWith(`${other}/`)),
  );
  for (const folder of outermost) {
    const relative = path.relative(copyRoot, folder);
    const target = path.join(checkout, relative);
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(folder, target);
    } catch {
      cpSync(folder, target, { recursive: true });
    }
    console.log(`  published ${relative}`);
  }
}

const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
const roots = new Map();
const outputs = [];
let buildWorkdir = '/';
for (const stage of stages) {
  const stageOutputs = [];
  const root = mkdtempSync(path.join(tmpdir(), `dockerfile-${stage.name}-`));
  roots.set(stage.name, root);
  if (!(await replayStage(stage, root, roots, stageOutputs))) {
    break;
  }
  if (stageOutputs.length > 0) {
    outputs.push({ root, folders: stageOutputs });
    buildWorkdir =
      stage.instructions
        .filter((step) => step.keyword === 'WORKDIR')
        .map((step) => step.args)
        .at(-1) ?? '/';
  }
}
const failed = results.filter((result) => !result.ok).length;
if (publish && failed === 0) {
  for (const { root, folders: created } of outputs) {
    publishOutputs(created, root, buildWorkdir);
  }
}
if (!keep) {
  for (const root of roots.values()) {
    rmSync(root, { recursive: true, force: true });
  }
}
if (reportFile) {
  writeFileSync(reportFile, JSON.stringify({ passed: results.length - failed, failed }));
}
process.exitCode = failed > 0 ? 1 : 0;
