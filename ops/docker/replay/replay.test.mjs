import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isIgnored, parseDockerignore } from './dockerignore.mjs';
import { filesNamedIn } from './missing-files.mjs';
import { parseDockerfile, splitCommands } from './parse-dockerfile.mjs';
import { productionClosure } from './stand-in-modules.mjs';

describe('parseDockerfile', () => {
  it('reads stages, continued lines, COPY --from, ENV and the HEALTHCHECK command', () => {
    const stages = parseDockerfile(
      [
        'ARG BASE=node:26',
        '# a comment',
        'FROM ${BASE} AS build',
        'WORKDIR /app',
        'COPY package.json \\',
        '  package-lock.json ./',
        'RUN npm ci \\',
        '  # a comment inside a continued line',
        '  && npm run build',
        'FROM ${BASE} AS runtime',
        'ENV NODE_ENV=production PORT=3000',
        'COPY --from=build /app/dist ./dist',
        'HEALTHCHECK --interval=10s CMD node -e "ok()"',
        'CMD ["node", "dist/main.js"]',
      ].join('\n'),
    );
    assert.deepEqual(
      stages.map((stage) => stage.name),
      ['build', 'runtime'],
    );
    const [copy, run] = stages[0].instructions.slice(1);
    assert.deepEqual(copy.sources, ['package.json', 'package-lock.json']);
    assert.equal(copy.destination, './');
    assert.deepEqual(splitCommands(run.args), ['npm ci', 'npm run build']);
    const [env, fromBuild, health] = stages[1].instructions;
    assert.deepEqual(env.env, { NODE_ENV: 'production', PORT: '3000' });
    assert.equal(fromBuild.from, 'build');
    assert.equal(health.command, 'node -e "ok()"');
  });

  it('refuses what it cannot replay, naming the line', () => {
    assert.throws(() => parseDockerfile('FROM x\nADD a b'), /line 2: ADD is not replayed/);
    assert.throws(() => parseDockerfile('FROM x\nCOPY src/*.ts ./'), /line 2: COPY with wildcards/);
  });

  it('keeps a quoted && inside one command', () => {
    assert.deepEqual(splitCommands(`node -e "a && b" && rm x`), ['node -e "a && b"', 'rm x']);
  });
});

describe('.dockerignore', () => {
  const rules = parseDockerignore(
    '**/node_modules\n**/dist\n.env*\n!.env.example\n**/.env*\n!**/.env.example\n*.log',
  );

  it('leaves out folders anywhere and everything under them', () => {
    assert.equal(isIgnored(rules, 'web/node_modules/react/index.js'), true);
    assert.equal(isIgnored(rules, 'gateway/dist/main.js'), true);
    assert.equal(isIgnored(rules, 'web/src/main.ts'), false);
  });

  it('lets a later ! line bring a file back', () => {
    assert.equal(isIgnored(rules, '.env'), true);
    assert.equal(isIgnored(rules, 'gateway/.env.local'), true);
    assert.equal(isIgnored(rules, '.env.example'), false);
    assert.equal(isIgnored(rules, 'build.log'), true);
  });
});

describe('filesNamedIn', () => {
  const tracked = [
    'web/vite.config.ts',
    'web/vite-plugin-chunk-graph.ts',
    'web/src/index.ts',
    'docs/notes.md',
  ];
  const brought = ['web/vite.config.ts', 'web/src/index.ts'];

  it('names the file of a relative import that no COPY brought', () => {
    const output = "Could not resolve './vite-plugin-chunk-graph.ts' in vite.config.ts";
    assert.deepEqual(filesNamedIn(output, tracked, brought), ['web/vite-plugin-chunk-graph.ts']);
  });

  it('names a file by its path from the context, and nothing a COPY brought', () => {
    const output = "ENOENT: no such file or directory, open 'docs/notes.md'\nweb/src/index.ts";
    assert.deepEqual(filesNamedIn(output, tracked, brought), ['docs/notes.md']);
  });

  it('names nothing when the failure is about no file of the checkout', () => {
    assert.deepEqual(filesNamedIn('TypeError: x is not a function', tracked, brought), []);
  });
});

describe('productionClosure', () => {
  const lock = {
    packages: {
      '': { workspaces: ['gateway', 'contracts'] },
      gateway: { dependencies: { a: '1', '@x/c': '1' } },
      contracts: { dependencies: { z: '1' } },
      'node_modules/@x/c': { resolved: 'contracts', link: true },
      'node_modules/a': {
        dependencies: { b: '1' },
        peerDependencies: { p: '1', q: '1' },
        peerDependenciesMeta: { q: { optional: true } },
      },
      'node_modules/a/node_modules/b': {},
      'node_modules/b': { dev: true },
      'node_modules/p': {},
      'node_modules/q': {},
      'node_modules/z': {},
      'node_modules/devonly': { dev: true },
    },
  };

  it('follows dependencies as npm resolves them, through workspace links, without optional peers', () => {
    assert.deepEqual(productionClosure(lock, 'gateway'), [
      'contracts',
      'node_modules/@x/c',
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/p',
      'node_modules/z',
    ]);
  });
});
