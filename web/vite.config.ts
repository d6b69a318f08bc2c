import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

const nodeMajor = Number(process.versions.node.split('.')[0]);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/socket.io': { target: gateway, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        // React in one chunk of its own: the public pages, their lazy islands and the admin share it,
        // so a page loads the entry plus this one runtime instead of pieces split by whoever imports first.
        manualChunks: (id: string) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined,
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
