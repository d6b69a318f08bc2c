// Bundles the gateway into dist/main.js. @taxi/contracts is TypeScript source, so it is bundled in;
// npm packages stay external. esbuild cannot emit decorator metadata (Nest's DI needs it), so swc
// transforms each TypeScript file first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');

const swcTypeScript = {
  name: 'swc-typescript',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { code } = await transformFile(args.path, {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      });
      return { contents: code, loader: 'js' };
    });
  },
};

const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@taxi/contracts']);
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name));

const options = {
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: process.env.GATEWAY_OUTFILE
    ? path.resolve(process.env.GATEWAY_OUTFILE)
    : path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [
    ...external,
    ...external.map((name) => `${name}/*`),
    '@nestjs/*',
    'class-transformer',
    'class-validator',
  ],
  plugins: [swcTypeScript],
  logLevel: 'warning',
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  console.log('gateway: watching for changes');
} else {
  await esbuild.build(options);
  console.log(`gateway: built ${path.relative(process.cwd(), options.outfile)}`);
}
