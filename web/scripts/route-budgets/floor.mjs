// The floor under every admin screen: the gzip size of what the admin uses of the design's own
// libraries (React, react-router, TanStack Query, styled-components, socket.io-client and what they
// depend on), built from the admin's entry into one chunk of their own. Prints it; asserts nothing.
//   node web/scripts/route-budgets/floor.mjs
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..', '..');
const LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](?:query-core|react-query)|styled-components|stylis|@emotion[\\/][^\\/]+|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/][^\\/]+|debug|ms)[\\/]/;

const outDir = mkdtempSync(path.join(tmpdir(), 'floor-'));
try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        input: { admin: path.join(web, 'src', 'admin-main.tsx') },
        output: { manualChunks: (id) => (LIBRARIES.test(id) ? 'floor' : undefined) },
      },
    },
  });
  const assets = path.join(outDir, 'assets');
  const floor = readdirSync(assets).find((file) => file.startsWith('floor-'));
  const bytes = zlib.gzipSync(readFileSync(path.join(assets, floor)), { level: 9 }).length;
  const graph = JSON.parse(readFileSync(path.join(`${outDir}-report`, 'chunk-graph.json'), 'utf8'));
  const packages = graph.chunks.find((chunk) => chunk.file === `assets/${floor}`).packages;
  console.log(`in it: ${packages.join(', ')}`);
  console.log(
    `floor under every admin screen (the design's own libraries, gzip): ${(bytes / 1024).toFixed(1)} kB`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${outDir}-report`, { recursive: true, force: true });
}
