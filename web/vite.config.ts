import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGraph } from './vite-plugin-chunk-graph';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The static public pages' entry (web/scripts/prerender.mjs puts it in their HTML). */
const SITE_ENTRY = path.resolve(import.meta.dirname, 'src/site-main.ts');

type ImportersOf = (id: string) => { importers: readonly string[] } | null;

/** Whether `entry` loads `id` through static imports alone (before any dynamic import). */
function isStaticImportOf(
  entry: string,
  id: string,
  getModuleInfo: ImportersOf,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) {
    return false;
  }
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some(
    (importer) => importer === entry || isStaticImportOf(entry, importer, getModuleInfo, seen),
  );
}

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
        // What the static pages' entry needs at once is one chunk too (`site-kit`), instead of three
        // split by importers (the SPA, the admin, Vite's preload helper): scripts/prerender.mjs
        // bundles it into the entry for the static pages, and the contact form's island and the
        // admin load it as one file.
        manualChunks: (id: string, { getModuleInfo }) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) {
            return 'react';
          }
          if (id !== SITE_ENTRY && isStaticImportOf(SITE_ENTRY, id, getModuleInfo)) {
            return 'site-kit';
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Node ≥ 25 has a global localStorage of its own (without a backing file it is undefined) that
    // shadows jsdom's in the test workers; the image's Node 26 runs the suite with it switched off.
    execArgv: nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [],
  },
});
