// Removes from the image's runtime node_modules what the gateway never loads. The Dockerfile runs it in
// the same RUN as `npm ci` (a later layer could not shrink the image):
//   node prune-node-modules.mjs [root]     root: the folder holding node_modules and gateway/package.json
// Each removal below says why it is safe. At the end it checks that every file the gateway reads is
// still there and that every dependency in gateway/package.json still resolves, and fails otherwise,
// so a prune that went too far breaks the build, not the running app.
import { lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const modules = path.join(root, 'node_modules');

/** Packages kept only in part: the files the gateway reads, plus package.json and the licence. */
const KEEP = {
  // gateway/src/modules/api-docs/api-docs.controller.ts serves these two (UI_FILES) at /api/docs and
  // resolves package.json; the other bundles, their maps and the sample page are 10 MB.
  'swagger-ui-dist': ['package.json', 'LICENSE', 'NOTICE', 'swagger-ui-bundle.js', 'swagger-ui.css'],
  // gateway/src/modules/geo/basemap/country-outline.ts reads countries-10m.json (ATLAS_FILE) only.
  'world-atlas': ['package.json', 'LICENSE', 'countries-10m.json'],
};

/** Whole folders nothing requires. */
const REMOVE = {
  // Declarations only: engine.io lists @types/cors, @types/node and @types/ws as dependencies for its
  // own .d.ts files; undici-types is @types/node's.
  '@types': 'type declarations only',
  'undici-types': 'type declarations only',
  // swagger-ui-dist's dependency for an install script (usage analytics) that --ignore-scripts never runs.
  '@scarf/scarf': 'install script only',
  // prom-client > tdigest > bintrees ships its test fixtures (2 MB).
  'bintrees/test': 'test fixtures',
  'bintrees/examples': 'examples',
};

/** Files Node never reads from node_modules, wherever they are. */
function isUnused(name) {
  // TypeScript, declarations or source: Node does not strip types inside node_modules.
  if (/\.[cm]?ts$/.test(name)) {
    return true;
  }
  // The dependencies' own source maps: they point at sources that are not installed either. The
  // gateway's map (gateway/dist/main.js.map) is outside node_modules and stays.
  if (name.endsWith('.map')) {
    return true;
  }
  // Documentation; licence and notice files stay, whatever their extension.
  return /\.(md|markdown)$/i.test(name) && !/^(licen[cs]e|notice|copying)/i.test(name);
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Bytes of a file, or of the files under a folder. */
function sizeOf(target) {
  const stat = lstatSync(target);
  if (!stat.isDirectory()) {
    return stat.isFile() ? stat.size : 0;
  }
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

function removeUnusedFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removeUnusedFiles(full);
    } else if (entry.isFile() && isUnused(entry.name)) {
      rmSync(full);
    }
  }
}

const before = sizeOf(modules);

for (const [relative, why] of Object.entries(REMOVE)) {
  const full = path.join(modules, relative);
  if (lstatSync(full, { throwIfNoEntry: false })) {
    console.log(`prune: ${relative} (${why}, ${mb(sizeOf(full))})`);
    rmSync(full, { recursive: true });
  }
}
for (const [name, files] of Object.entries(KEEP)) {
  const dir = path.join(modules, name);
  if (!lstatSync(dir, { throwIfNoEntry: false })) {
    console.error(`prune: ${name} is not installed; if the gateway no longer uses it, drop it from KEEP`);
    process.exit(1);
  }
  const dropped = readdirSync(dir).filter((file) => !files.includes(file));
  const bytes = dropped.reduce((sum, file) => sum + sizeOf(path.join(dir, file)), 0);
  for (const file of dropped) {
    rmSync(path.join(dir, file), { recursive: true });
  }
  console.log(`prune: ${name} but ${files.join(', ')} (${dropped.length} files, ${mb(bytes)})`);
}
removeUnusedFiles(modules);

// What the gateway reads must still be there.
const missing = [];
for (const [name, files] of Object.entries(KEEP)) {
  for (const file of files.filter((f) => !/^(LICENSE|NOTICE)$/.test(f))) {
    if (!statSync(path.join(modules, name, file), { throwIfNoEntry: false })?.isFile()) {
      missing.push(`${name}/${file}`);
    }
  }
}
const gatewayRequire = createRequire(path.join(root, 'gateway', 'package.json'));
const { dependencies } = gatewayRequire('./package.json');
for (const name of Object.keys(dependencies)) {
  // Bundled into gateway/dist/main.js; a data or asset package has no entry point to resolve.
  if (name.startsWith('@taxi/') || name in KEEP) {
    continue;
  }
  try {
    gatewayRequire.resolve(name);
  } catch {
    missing.push(name);
  }
}
if (missing.length) {
  console.error(`prune: went too far, the gateway needs ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`prune: node_modules ${mb(before)} -> ${mb(sizeOf(modules))}`);
