// What a page of the built web app downloads, read from the build's chunk graph (written by
// web/vite-plugin-chunk-graph.ts, updated by the prerenderer for the entry it bundles) and the
// prerendered HTML. Sizes are gzip level 9, as web/scripts/precompress.mjs writes them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The same place web/vite-plugin-chunk-graph.ts writes to: beside the build, never served. */
export function chunkGraphFile(outDir) {
  return path.join(`${outDir}-report`, 'chunk-graph.json');
}

/** The client build in `outDir`: its scripts by file and by the module that starts them, and their sizes. */
export function readBuild(outDir) {
  const { chunks } = JSON.parse(readFileSync(chunkGraphFile(outDir), 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const bySource = new Map(chunks.filter((chunk) => chunk.source).map((chunk) => [chunk.source, chunk]));
  const sizes = new Map();
  const gzipBytes = (file) => {
    if (!sizes.has(file)) {
      sizes.set(file, zlib.gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
    }
    return sizes.get(file);
  };
  return { outDir, byFile, bySource, gzipBytes };
}

function chunkOf(build, source) {
  const chunk = build.bySource.get(source);
  if (!chunk) {
    throw new Error(`no script of the build starts at ${source} (is it still imported lazily?)`);
  }
  return chunk.file;
}

/**
 * The scripts a prerendered page names: its module script and its module preloads, or (the static
 * pages) the script their inline loader requests once the largest picture has been painted.
 */
export function pageScripts(build, page) {
  const html = readFileSync(path.join(build.outDir, page), 'utf8');
  const tags = html.matchAll(
    /<script type="module"[^>]*\bsrc="\/([^"]+)"|<link rel="modulepreload"[^>]*\bhref="\/([^"]+)"|<script data-loads="\/([^"]+)"/g,
  );
  return [...tags].map((tag) => tag[1] ?? tag[2] ?? tag[3]);
}

/** `files` and everything they import statically, added to `into`. */
function withStaticImports(build, files, into = new Set()) {
  for (const file of files) {
    if (!into.has(file)) {
      into.add(file);
      withStaticImports(build, build.byFile.get(file)?.imports ?? [], into);
    }
  }
  return into;
}

/**
 * What `route` downloads when it opens (its page's scripts, their imports, the lazy chunks it opens
 * with and theirs), everything it may load later (lazy chunks of its own chunks, followed to the
 * end), and lazy chunks of its own that its table entry does not name.
 */
export function routeScripts(build, route) {
  const initial = withStaticImports(build, pageScripts(build, route.page));
  const opened = withStaticImports(
    build,
    route.opens.map((source) => chunkOf(build, source)),
    new Set(initial),
  );
  const named = new Set([...route.opens, ...Object.keys(route.later ?? {})]);
  const reachable = new Set(opened);
  const unnamed = new Set();
  // Lazy chunks of the page's own code must be named; what a named later chunk loads in turn is part of it.
  const follow = (files, mustBeNamed) => {
    for (const file of files) {
      // The entry's own lazy imports are other pages of the app (the admin's screens, its login).
      if (initial.has(file)) {
        continue;
      }
      const chunk = build.byFile.get(file);
      for (const lazy of chunk.dynamicImports) {
        const source = build.byFile.get(lazy)?.source;
        if (mustBeNamed && !named.has(source)) {
          unnamed.add(source ?? lazy);
        }
      }
      const fresh = [...chunk.imports, ...chunk.dynamicImports].filter((next) => !reachable.has(next));
      fresh.forEach((next) => reachable.add(next));
      follow(fresh, mustBeNamed && !later.has(file));
    }
  };
  const later = new Set(Object.keys(route.later ?? {}).map((source) => chunkOf(build, source)));
  follow(
    [...opened].filter((file) => !initial.has(file)),
    true,
  );
  later.forEach((file) => reachable.add(file));
  follow([...later], false);
  const scripts = [...opened].map((file) => ({ file, bytes: build.gzipBytes(file) }));
  scripts.sort((a, b) => b.bytes - a.bytes);
  return {
    scripts,
    laterFiles: new Set([...reachable].filter((file) => !opened.has(file))),
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    packagesAtOpen: packagesOf(build, opened),
    packagesEver: packagesOf(build, reachable),
    unnamedLazy: [...unnamed].sort(),
  };
}

function packagesOf(build, files) {
  return new Set([...files].flatMap((file) => build.byFile.get(file)?.packages ?? []));
}
