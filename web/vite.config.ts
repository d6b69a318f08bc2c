import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { chunkGraph } from './vite-plugin-chunk-graph.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The static public pages' entry (web/scripts/prerender.mjs puts it in their HTML). */
const SITE_ENTRY = path.resolve(import.meta.dirname, 'src/site-main.ts');

/**
 * Test files that replace a module (`vi.mock`): they need a module registry of their own. The rest
 * share their worker's modules and DOM, which saves a jsdom and a module graph per file (about four
 * fifths of the suite's time).
 */
const MOCKING_TEST_FILES = readdirSync(path.resolve(import.meta.dirname, 'src'), { recursive: true })
  .map((file) => `src/${String(file).split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8').includes('vi.mock('));

export default defineConfig({
  // chunkGraph: what each page downloads, for the route budgets (web/scripts/route-budgets/).
  plugins: [react(), chunkGraph()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/socket.io': { target: gateway, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The prerenderer reads it to give the static public pages their own entry (then deletes it).
    manifest: true,
    rollupOptions: {
      // index.html boots the SPA (admin, and the public pages that need the whole app); site-main
      // is the static public pages' small entry (web/scripts/prerender.mjs puts it in their HTML).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        site: SITE_ENTRY,
        admin: path.resolve(import.meta.dirname, 'src/admin-main.tsx'),
      },
      output: {
        // React in one chunk of its own: the public pages, their lazy islands and the admin share it,
        // so a page loads the entry plus this one runtime instead of pieces split by whoever imports first.
        // styled-components likewise (the SPA and the static pages' contact form island share it).
        // The static pages' entry needs no grouping: scripts/prerender.mjs bundles its imports into
        // it, and the admin then loads only the few of them it uses (paths), not the site's menu,
        // poster and reveal code.
        manualChunks: (id: string) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) {
            return 'react';
          }
          return /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/.test(id)
            ? 'styled'
            : undefined;
        },
      },
    },
  },
  // The prerenderer's server build (scripts/prerender.mjs): contracts is TypeScript source, so it is
  // bundled, and so is styled-components (its CommonJS build has no ES default export for Node).
  ssr: { noExternal: ['@taxi/contracts', 'styled-components'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // `npm test` runs this suite niced beside the browser suites: generous limits, never a race
    // against a busy machine (the screens' own waits are Testing Library's, set in setup.ts).
    testTimeout: 30_000,
    // Node ≥ 25 has a global localStorage of its own (without a backing file it is undefined) that
    // shadows jsdom's in the test workers; the image's Node 26 runs the suite with it switched off.
    execArgv: nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [],
    projects: [
      { extends: true, test: { name: 'mocking', include: MOCKING_TEST_FILES, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKING_TEST_FILES],
          isolate: false,
        },
      },
    ],
  },
});
