// The route budgets (run by `npm test` after the build): per page, the gzip JavaScript it downloads
// when it opens, against its budget in routes.mjs, and which pages may download zod or a map library.
// Prints a table; each page over budget or breaking a rule is one failure, with its three biggest
// scripts.
//   node web/scripts/route-budgets/check.mjs [--dist <client build>] [--report <file.json>] [--one-stream]
// --one-stream adds what each page's scripts come to as one gzip stream: the least any grouping of
// the same code into chunks could reach.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readBuild, routeScripts } from './chunk-graph.mjs';
import { MAP_PACKAGES, ROUTES, SCHEMA_PACKAGES } from './routes.mjs';

const web = path.resolve(import.meta.dirname, '..', '..');
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > -1 ? process.argv[at + 1] : undefined;
};
const outDir = path.resolve(option('--dist') ?? path.join(web, 'dist'));
const reportFile = option('--report');
const oneStream = process.argv.includes('--one-stream');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Faults of a library rule: `allowed` false = never, 'later' = not in the first download. */
function libraryFaults(what, pattern, allowed, measured) {
  const atOpen = [...measured.packagesAtOpen].filter((name) => pattern.test(name));
  const ever = [...measured.packagesEver].filter((name) => pattern.test(name));
  if (allowed === false && ever.length > 0) {
    return [`downloads ${what} (${ever.join(', ')}) although it has none`];
  }
  if (allowed === 'later' && atOpen.length > 0) {
    return [`downloads ${what} (${atOpen.join(', ')}) when it opens`];
  }
  return [];
}

/** Every prerendered page of the build but the admin's shells and the 404 pages, as files of dist. */
function prerenderedPages() {
  return readdirSync(outDir, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .filter((file) => {
      const marker = /data-prerendered="([^"]*)"/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];
      return marker !== undefined && marker !== 'shell' && marker !== '404';
    });
}

const build = readBuild(outDir);
const budgeted = new Set(ROUTES.map((route) => route.page));
const unbudgeted = prerenderedPages().filter((file) => !budgeted.has(file));
const results = ROUTES.map((route) => {
  const measured = routeScripts(build, route);
  const faults = [
    // A page whose script tags went unread would pass any budget with 0 kB.
    ...(measured.scripts.length === 0 ? [`names no script in ${route.page}`] : []),
    ...(measured.bytes > route.budgetKb * 1024 ? [`${kb(measured.bytes)} > ${route.budgetKb} kB`] : []),
    ...libraryFaults('a schema library', SCHEMA_PACKAGES, route.schema, measured),
    ...libraryFaults('a map library', MAP_PACKAGES, route.map, measured),
    ...measured.unnamedLazy.map((source) => `loads ${source} lazily: name it in opens or later (routes.mjs)`),
  ];
  return { route, measured, faults };
});

console.log(
  `JavaScript a page downloads when it opens (gzip), ${path.relative(process.cwd(), outDir) || '.'}:`,
);
for (const { route, measured, faults } of results) {
  const name = route.variant ? `${route.path} (${route.variant})` : route.path;
  const line = `${name.padEnd(31)} ${kb(measured.bytes).padStart(9)}  ≤ ${String(route.budgetKb).padStart(3)} kB`;
  const joined = oneStream
    ? `, ${kb(zlib.gzipSync(Buffer.concat(measured.scripts.map((script) => readFileSync(path.join(outDir, script.file)))), { level: 9 }).length)} as one stream`
    : '';
  console.log(`  ${faults.length ? '✗' : '✓'} ${line}  ${measured.scripts.length} scripts${joined}`);
  for (const fault of faults) {
    console.log(`      ${fault}`);
  }
  if (faults.length) {
    const biggest = measured.scripts.slice(0, 3).map((script) => `${script.file} ${kb(script.bytes)}`);
    console.log(`      biggest: ${biggest.join(', ')}`);
  }
}
for (const file of unbudgeted) {
  console.log(`  ✗ ${file} is prerendered but has no budget: add its path to routes.mjs`);
}
const failed = results.filter((result) => result.faults.length > 0).length + unbudgeted.length;
console.log(`${results.length + unbudgeted.length - failed} passed, ${failed} failed`);

if (reportFile) {
  const routes = results.map(({ route, measured, faults }) => ({
    path: route.path,
    variant: route.variant,
    bytes: measured.bytes,
    budgetKb: route.budgetKb,
    faults,
    scripts: measured.scripts,
  }));
  writeFileSync(
    reportFile,
    `${JSON.stringify({ passed: results.length + unbudgeted.length - failed, failed, routes }, null, 1)}\n`,
  );
}
process.exit(failed > 0 ? 1 : 0);
