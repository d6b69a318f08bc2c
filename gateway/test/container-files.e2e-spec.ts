import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

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

  it('prunes the runtime node_modules in the same RUN as npm ci (a later layer would not shrink it)', () => {
    const install = runtime.find((line) => /\bnpm ci\b/.test(line)) ?? '';
    expect(install).toMatch(/--omit=optional/);
    expect(install).toMatch(/&& node \/tmp\/prune-node-modules\.mjs\b/);
    expect(runtime).toContain('COPY ops/docker/prune-node-modules.mjs /tmp/');
  });

  it('listens on all interfaces as an unprivileged user, with a liveness health check', () => {
    expect(runtime.find((line) => /^ENV /i.test(line))).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(runtime).toContain('USER node');
    expect(runtime.find((line) => /^HEALTHCHECK /i.test(line))).toContain('/healthz');
  });
});

type ComposeService = {
  profiles?: string[];
  ports?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  mem_limit?: string;
  healthcheck?: { test: string[]; interval: string };
  environment?: Record<string, string>;
  image?: string;
  command?: string[];
  volumes?: string[];
};

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');
  // As compose reads it: the shared x-gateway block merged into each gateway service.
  const services = (parseYaml(compose, { merge: true }) as { services: Record<string, ComposeService> })
    .services;
  const gateways = Object.entries(services).filter(([, service]) =>
    service.healthcheck?.test.join(' ').includes('node'),
  );

  it('has nothing docker-compose 1.29 rejects at the top level', () => {
    expect(compose).not.toMatch(/^(name|develop):/m);
  });

  it('runs the single process by default and two replicas, Redis and nginx in the ha profile', () => {
    const byProfile = (profile: string | undefined) =>
      Object.entries(services)
        .filter(([, service]) => service.profiles?.[0] === profile)
        .map(([name]) => name)
        .sort();
    expect(byProfile(undefined)).toEqual(['taxi']);
    expect(byProfile('ha')).toEqual(['gateway-a', 'gateway-b', 'nginx', 'redis']);
    expect(byProfile('monitoring')).toEqual(['grafana', 'prometheus']);
    for (const replica of ['gateway-a', 'gateway-b']) {
      expect(services[replica]?.environment).toMatchObject({
        REDIS_URL: 'redis://redis:6379',
        TRUST_PROXY: '1',
        REPLICA_ID: replica,
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
      });
    }
  });

  it("checks each gateway's liveness (/healthz) every 10 s, not readiness", () => {
    expect(gateways.map(([name]) => name).sort()).toEqual(['gateway-a', 'gateway-b', 'taxi']);
    for (const [, service] of gateways) {
      const test = service.healthcheck!.test.join(' ');
      expect(test).toContain('/healthz');
      expect(test).not.toContain('/readyz');
      expect(service.healthcheck!.interval).toMatch(/^(10s|[1-9]s)$/);
    }
  });

  it('publishes on 127.0.0.1 only, and only the single process, nginx, Prometheus and Grafana', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['grafana', 'nginx', 'prometheus', 'taxi']);
    for (const [, service] of published) {
      for (const mapping of service.ports!) {
        expect(mapping).toMatch(/^127\.0\.0\.1:/);
      }
    }
  });

  it('runs every gateway read-only, without capabilities or privilege gain, with a memory limit', () => {
    for (const [, service] of gateways) {
      expect(service.read_only).toBe(true);
      expect(service.cap_drop).toEqual(['ALL']);
      expect(service.security_opt).toEqual(['no-new-privileges:true']);
      const limit = Number(/^(\d+)m$/.exec(service.mem_limit ?? '')?.[1]);
      expect(limit).toBeGreaterThanOrEqual(128);
      expect(limit).toBeLessThanOrEqual(1024);
    }
  });

  it('has Prometheus scrape every replica on its metrics port with the rules, and Grafana read what is provisioned', () => {
    const scrape = parseYaml(read('ops/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const [job] = scrape.scrape_configs;
    expect(job?.job_name).toBe('taxi-gateway');
    expect(job?.static_configs.flatMap((config) => config.targets)).toEqual(
      gateways
        .map(([name]) => name)
        .filter((name) => name !== 'taxi')
        .map((name) => `${name}:${services[name]!.environment!.METRICS_PORT}`),
    );
    const prometheus = services.prometheus!;
    expect(prometheus.volumes).toEqual(
      expect.arrayContaining([
        './ops/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
        ...scrape.rule_files.map((file) => `./ops/prometheus/${file}:/etc/prometheus/${file}:ro`),
      ]),
    );
    expect(prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    const grafana = services.grafana!;
    const datasources = parseYaml(read('ops/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { type: string; url: string; isDefault: boolean }[];
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090', isDefault: true }),
    ]);
    const providers = parseYaml(read('ops/grafana/provisioning/dashboards/taxi.yml')) as {
      providers: { options: { path: string } }[];
    };
    const dashboards = providers.providers[0]!.options.path;
    expect(grafana.volumes).toEqual(
      expect.arrayContaining([
        './ops/grafana/provisioning:/etc/grafana/provisioning:ro',
        `./ops/grafana:${dashboards}:ro`,
      ]),
    );
    expect(grafana.environment).toMatchObject({
      GF_AUTH_ANONYMOUS_ENABLED: 'true',
      GF_AUTH_ANONYMOUS_ORG_ROLE: 'Viewer',
      GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH: `${dashboards}/taxi-gateway.json`,
    });
    expect(existsSync(path.join(root, 'ops/grafana/taxi-gateway.json'))).toBe(true);
  });

  it('names every image it does not build by a variable, so local images can stand in', () => {
    for (const name of ['redis', 'nginx', 'prometheus', 'grafana']) {
      expect(services[name]?.image).toMatch(/^\$\{[A-Z]+_IMAGE:-[^}]+\}$/);
    }
  });

  const compose129 = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  (compose129 ? it : it.skip)('passes `docker-compose config -q`', () => {
    for (const profile of [[], ['--profile', 'ha'], ['--profile', 'ha', '--profile', 'monitoring']]) {
      const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', ...profile, 'config', '-q'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PORT: '' },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    }
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

describe('ops/docker/prune-node-modules.mjs', () => {
  const script = path.join(root, 'ops', 'docker', 'prune-node-modules.mjs');
  const installed = path.join(root, 'node_modules');
  // What the gateway reads from node_modules, from its sources rather than from the script.
  const docsFiles = [
    ...(
      /const UI_FILES[^}]*}/.exec(read('gateway/src/modules/api-docs/api-docs.controller.ts'))?.[0] ?? ''
    ).matchAll(/'([\w.-]+)':/g),
  ].map((match) => `swagger-ui-dist/${match[1]}`);
  const atlasFile = /const ATLAS_FILE = '([^']+)'/.exec(
    read('gateway/src/modules/geo/basemap/country-outline.ts'),
  )?.[1];

  /** A node_modules like the image's: the real swagger-ui-dist and world-atlas, and a typical package. */
  function tree(dependencies: string[]): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    const modules = path.join(dir, 'node_modules');
    for (const name of ['swagger-ui-dist', 'world-atlas']) {
      cpSync(path.join(installed, name), path.join(modules, name), { recursive: true });
    }
    const files: Record<string, string> = {
      'demo/package.json': JSON.stringify({ name: 'demo', main: 'lib/index.js' }),
      'demo/lib/index.js': '//# sourceMappingURL=index.js.map',
      'demo/lib/index.js.map': '{"version":3}',
      'demo/lib/index.d.ts': 'export {};',
      'demo/src/index.ts': 'export {};',
      'demo/README.md': '# demo',
      'demo/LICENSE.md': 'MIT',
      '@types/demo/index.d.ts': 'export {};',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
      writeFileSync(path.join(modules, file), text);
    }
    mkdirSync(path.join(dir, 'gateway'));
    writeFileSync(
      path.join(dir, 'gateway', 'package.json'),
      JSON.stringify({ dependencies: Object.fromEntries(dependencies.map((name) => [name, '*'])) }),
    );
    return dir;
  }

  it('keeps every file the gateway reads and removes only what Node never loads', () => {
    expect(docsFiles).toEqual(expect.arrayContaining(['swagger-ui-dist/swagger-ui-bundle.js']));
    expect(atlasFile).toBeDefined();
    const dir = tree(['@taxi/contracts', 'swagger-ui-dist', 'world-atlas', 'demo']);
    try {
      const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const at = (file: string) => existsSync(path.join(dir, 'node_modules', file));
      for (const file of [...docsFiles, atlasFile!, 'swagger-ui-dist/package.json']) {
        expect([file, at(file)]).toEqual([file, true]);
      }
      for (const file of ['demo/package.json', 'demo/lib/index.js', 'demo/LICENSE.md']) {
        expect([file, at(file)]).toEqual([file, true]);
      }
      for (const file of [
        'demo/lib/index.js.map',
        'demo/lib/index.d.ts',
        'demo/src/index.ts',
        'demo/README.md',
        '@types',
      ]) {
        expect([file, at(file)]).toEqual([file, false]);
      }
      expect(at('swagger-ui-dist/swagger-ui-es-bundle.js')).toBe(false);
      expect(at('world-atlas/land-10m.json')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the build when a dependency of the gateway no longer resolves', () => {
    const dir = tree(['swagger-ui-dist', 'world-atlas', 'demo', 'not-installed']);
    try {
      const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('not-installed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
