import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// Continuation lines joined, comments dropped: one Dockerfile instruction per entry.
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The instructions of each stage, by stage name. */
function stages(lines: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = [];
      byName.set(from[1] ?? `stage${byName.size}`, current);
    }
    current?.push(line);
  }
  return byName;
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const lines = instructions(text);
  const byStage = stages(lines);
  const runtime = byStage.get('runtime') ?? [];

  it('has no syntax directive (BuildKit would fetch the frontend from Docker Hub)', () => {
    expect(text).not.toMatch(/^#\s*syntax\s*=/im);
  });

  it('builds on a Node LTS line newer than 20, pinned by exact version and digest', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(lines.join('\n'))?.[1] ?? '';
    const pinned = /^node:(\d+)\.(\d+)\.(\d+)-[a-z]+-slim@sha256:[0-9a-f]{64}$/.exec(image);
    expect(pinned).not.toBeNull();
    const major = Number(pinned?.[1]);
    expect(major).toBeGreaterThanOrEqual(22);
    // LTS lines are the even majors.
    expect(major % 2).toBe(0);
    for (const from of lines.filter((line) => /^FROM /i.test(line))) {
      expect(from).toMatch(/^FROM \$\{NODE_IMAGE\} AS \w+$/);
    }
    // The README reports the test suites run under exactly this version.
    const version = `${pinned?.[1]}.${pinned?.[2]}.${pinned?.[3]}`;
    expect(read('README.md')).toMatch(new RegExp(`Node ${version.replace(/\./g, '\\.')}\\b[^\\n]*passed`));
  });

  it('installs without install scripts everywhere', () => {
    const installs = lines.filter((line) => /\bnpm (ci|install|i)\b/.test(line));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const install of installs) {
      expect(install).toContain('--ignore-scripts');
    }
  });

  it('copies only what the build needs, never the whole context', () => {
    expect(lines.filter((line) => /^COPY\s+(--\S+\s+)*\.\s/i.test(line))).toEqual([]);
    expect(lines.some((line) => /^ADD /i.test(line))).toBe(false);
  });

  it('runs with only the gateway production dependencies, no contracts source, source maps used', () => {
    const install = runtime.find((line) => /\bnpm ci\b/.test(line)) ?? '';
    expect(install).toMatch(/--omit=dev/);
    expect(install).toMatch(/--workspace[= ]gateway/);
    expect(install).toMatch(/rm -rf [^&]*\bcontracts\b/);
    const copies = runtime.filter((line) => /^COPY /i.test(line));
    expect(
      copies.filter((line) =>
        /contracts\/src|--from=\S+ \/app\/contracts\b|--from=\S+ \/app\/node_modules/.test(line),
      ),
    ).toEqual([]);
    expect(copies.some((line) => line.includes('/app/gateway/dist'))).toBe(true);
    expect(runtime.find((line) => /^CMD /i.test(line))).toContain('--enable-source-maps');
  });

  it('listens on all interfaces as an unprivileged user, with a liveness health check', () => {
    expect(runtime.find((line) => /^ENV /i.test(line))).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(runtime).toContain('USER node');
    expect(runtime.find((line) => /^HEALTHCHECK /i.test(line))).toContain('/healthz');
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');
  const service = compose.slice(compose.indexOf('\n  taxi:'));

  it('has nothing docker-compose 1.29 rejects at the top level', () => {
    expect(compose).not.toMatch(/^(name|develop):/m);
  });

  it('checks liveness (/healthz) every 10 s, not readiness', () => {
    const healthcheck = service.slice(service.indexOf('healthcheck:'));
    expect(healthcheck).toContain('/healthz');
    expect(healthcheck).not.toContain('/readyz');
    expect(healthcheck).toMatch(/^\s+interval: (10s|[1-9]s)$/m);
  });

  it('publishes on 127.0.0.1 only by default', () => {
    const ports = /ports:\n((?:\s+- .*\n)+)/.exec(service)?.[1] ?? '';
    const mappings = ports.split('\n').filter((line) => line.trim().startsWith('-'));
    expect(mappings.length).toBeGreaterThan(0);
    for (const mapping of mappings) {
      expect(mapping).toMatch(/- '127\.0\.0\.1:/);
    }
  });

  it('runs read-only, without capabilities or privilege gain, with a memory limit', () => {
    expect(service).toMatch(/^\s+read_only: true$/m);
    expect(service).toMatch(/cap_drop:\n\s+- ALL\n/);
    expect(service).toMatch(/security_opt:\n\s+- no-new-privileges:true\n/);
    const limit = /^\s+mem_limit: (\d+)m$/m.exec(service)?.[1];
    expect(Number(limit)).toBeGreaterThanOrEqual(128);
    expect(Number(limit)).toBeLessThanOrEqual(1024);
  });

  const compose129 = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  (compose129 ? it : it.skip)('passes `docker-compose config -q`', () => {
    const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: '' },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps every .env file out of the build context except .env.example', () => {
    expect(patterns).toContain('.env*');
    expect(patterns).toContain('!.env.example');
    expect(patterns.indexOf('!.env.example')).toBeGreaterThan(patterns.indexOf('.env*'));
    expect(patterns).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git']));
  });
});
