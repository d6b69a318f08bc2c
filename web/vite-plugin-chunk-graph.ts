import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One script of the client build, as the route budgets read it (web/scripts/route-budgets/). */
export type ChunkRecord = {
  /** Relative to the build directory, e.g. `assets/orders-C0RIRGmX.js`. */
  file: string;
  /** The module that starts it (an entry or a lazy import), relative to `web/`; null for a shared chunk. */
  source: string | null;
  /** Files it imports statically (loaded with it) and lazily (loaded when its code asks). */
  imports: string[];
  dynamicImports: string[];
  /** npm packages with code in it, e.g. `zod`, `leaflet`. */
  packages: string[];
};

/** Where the graph of a client build in `outDir` is written: beside it, never served. */
/**
 * A module's name relative to `web/`; a package's as the workspace installs it (`../node_modules/…`)
 * wherever its files really are (a build whose node_modules links elsewhere, as the Dockerfile's
 * replay does, names the same modules).
 */
function sourceName(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const marker = 'node_modules/';
  const at = relative.lastIndexOf(marker);
  return at === -1 ? relative : `../node_modules/${relative.slice(at + marker.length)}`;
}

export function chunkGraphFile(outDir: string): string {
  return path.join(`${outDir}-report`, 'chunk-graph.json');
}

function packageOf(id: string): string | null {
  const name = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
  return name ? name.replace('\\', '/') : null;
}

/**
 * Writes the client build's chunk graph (every script, what it imports statically and lazily, and
 * which packages it holds), so the route budgets can tell what each page downloads.
 */
export function chunkGraph(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (ssr) {
        return;
      }
      const chunks: ChunkRecord[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') {
          continue;
        }
        const packages = new Set(
          Object.keys(output.modules)
            .map(packageOf)
            .filter((name) => name !== null),
        );
        // A module the app imports statically and a page lazily (a Czech dictionary part) gets a chunk
        // of its own without being its facade: the chunk is named by its one module all the same.
        const modules = Object.keys(output.modules);
        const source = output.facadeModuleId ?? (modules.length === 1 ? modules[0] : null);
        chunks.push({
          file: output.fileName,
          source: source ? sourceName(root, source) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...packages].sort(),
        });
      }
      const file = chunkGraphFile(outDir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
