// Prerenders the public routes into the client build (after `vite build`), in every language:
//   dist/index.html, dist/<route>/index.html, dist/de/…, dist/en/…, dist/404.html (and de/404.html,
//   en/404.html), empty shells for the admin paths, dist/robots.txt and dist/sitemap.xml.
// Usage: node scripts/prerender.mjs [--outDir <client build directory>]   (default: web/dist)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle, transform } from 'esbuild';
import { chunkGraphFile } from './route-budgets/chunk-graph.mjs';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--outDir');
const outDir = path.resolve(flag > -1 ? process.argv[flag + 1] : path.join(web, 'dist'));
// Inside web/node_modules so the server bundle resolves react, styled-components… from there.
const ssrDir = path.join(web, 'node_modules', '.cache', `prerender-${process.pid}`);

const HEAD_MARK = '<!--app-head-->';
const ROOT_MARK = '<div id="root"><!--app-html--></div>';

const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
if (!template.includes(HEAD_MARK) || !template.includes(ROOT_MARK)) {
  throw new Error(`${outDir}/index.html is not a fresh Vite build (markers missing); run vite build first.`);
}
// The static public pages (`runtime: 'static'`) load the small entry src/site-main.ts, and the admin's
// app shells src/admin-main.tsx, instead of the SPA's: their script and module preloads replace those
// Vite put into index.html.
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const ENTRIES = { static: 'src/site-main.ts', admin: 'src/admin-main.tsx' };
for (const entry of Object.values(ENTRIES)) {
  if (!manifest[entry]) {
    throw new Error(`${manifestFile} has no ${entry}; check the inputs in web/vite.config.ts.`);
  }
}

/** The entry's file and every chunk it imports statically (what the page needs at once). */
function staticImports(key, seen = new Set()) {
  for (const imported of manifest[key].imports ?? []) {
    if (!seen.has(imported)) {
      seen.add(imported);
      staticImports(imported, seen);
    }
  }
  return [...seen].map((imported) => manifest[imported].file);
}

/**
 * Bundles an entry's file with the chunks it imports statically, in place, so its pages make one
 * script request. On a phone's first visit every extra request competes with the poster, the page's
 * largest image, and one more new connection costs a round trip before the first paint. Its dynamic
 * imports (the contact form's island) stay chunks of the main build; when one loads the chunks
 * inlined here again, that costs a download but no behaviour: they only declare constants and
 * functions, and the one module state among them (who listens to the poster's seen flag) has a
 * listener only in the SPA's poster, never on these pages.
 */
async function flattenEntry(key) {
  const entryFile = path.join(outDir, manifest[key].file);
  const inlined = new Set(staticImports(key).map((file) => path.join(outDir, file)));
  const result = await bundle({
    entryPoints: [entryFile],
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'keep-lazy-chunks',
        setup(build) {
          build.onResolve({ filter: /^\.\.?\// }, ({ path: imported, resolveDir }) =>
            inlined.has(path.resolve(resolveDir, imported)) ? undefined : { path: imported, external: true },
          );
        },
      },
    ],
  });
  writeFileSync(entryFile, result.outputFiles[0].contents);
  recordInlined(manifest[key].file, staticImports(key));
}

/** Tells the chunk graph (the route budgets read it) that the entry's file now holds its imports. */
function recordInlined(entryFile, inlinedFiles) {
  const graphFile = chunkGraphFile(outDir);
  const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const entry = byFile.get(entryFile);
  const inlined = inlinedFiles.map((file) => byFile.get(file));
  const union = (key) => [...new Set([entry, ...inlined].flatMap((chunk) => chunk[key]))].sort();
  Object.assign(entry, {
    imports: [],
    dynamicImports: union('dynamicImports'),
    packages: union('packages'),
    inlined: inlinedFiles,
  });
  writeFileSync(graphFile, `${JSON.stringify(graph, null, 1)}\n`);
}
await flattenEntry(ENTRIES.static);

const SPA_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
if ((template.match(SPA_SCRIPTS) ?? []).length === 0) {
  throw new Error(`${outDir}/index.html has no module script to replace.`);
}
function entryScripts(entry) {
  return [
    `<script type="module" crossorigin src="/${manifest[entry].file}"></script>`,
    ...staticImports(entry).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

// The template's own title and description are defaults for development; each page brings its own.
const base = template
  .replace(/\s*<title>[^<]*<\/title>/, '')
  .replace(/\s*<meta\s+name="description"[^>]*>/, '');

const LANG = '<html lang="cs">';
if (!template.includes(LANG)) {
  throw new Error(`${outDir}/index.html has no ${LANG} to give each page its language.`);
}

function documentFor({ head, marker, html = '', runtime = 'spa', locale = 'cs' }) {
  let page = runtime in ENTRIES ? withEntryScripts(base, ENTRIES[runtime]) : base;
  if (runtime !== 'admin') {
    page = page.replace('</body>', () => `  ${languageChoice}\n  </body>`);
  }
  return page
    .replace(LANG, () => `<html lang="${locale}">`)
    .replace(HEAD_MARK, () => head)
    .replace(ROOT_MARK, () => `<div id="root" data-prerendered="${marker}">${html}</div>`);
}

/** The static pages' inline loader (web/src/app/site-loader.ts says when and why), minified. */
let siteLoader = '';
async function prepareSiteLoader(loadAfterLargestPaint) {
  const file = `/${manifest[ENTRIES.static].file}`;
  const call = `(${loadAfterLargestPaint.toString()})(${JSON.stringify(file)});`;
  const { code } = await transform(call, { minify: true, target: 'es2020' });
  // data-loads names the script for the route budgets (web/scripts/route-budgets/chunk-graph.mjs).
  siteLoader = `<script data-loads="${file}">${code.trim()}</script>`;
}

/** Every public page's language switch and hint (web/src/i18n/language-choice.ts), minified. */
let languageChoice = '';
async function prepareLanguageChoice(remember, options) {
  const { code } = await transform(`(${remember.toString()})(${JSON.stringify(options)});`, {
    minify: true,
    target: 'es2020',
  });
  languageChoice = `<script>${code.trim()}</script>`;
}

function withEntryScripts(document, entry) {
  if (entry === ENTRIES.static) {
    return document.replace(SPA_SCRIPTS, '').replace('</body>', () => `  ${siteLoader}\n  </body>`);
  }
  let placed = false;
  return document.replace(SPA_SCRIPTS, () => {
    if (placed) {
      return '';
    }
    placed = true;
    return `\n    ${entryScripts(entry)}`;
  });
}

function write(file, content) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(web, 'src', 'entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href);
  await prepareSiteLoader(server.loadSiteScriptAfterLargestPaint);
  await prepareLanguageChoice(server.rememberLanguageChoice, server.LANGUAGE_CHOICE_OPTIONS);

  for (const page of server.PAGES) {
    const { html, styles } = await server.render(page.url);
    write(
      page.file,
      documentFor({
        head: `${server.pageHead(page)}\n    ${styles}`,
        marker: page.marker,
        html,
        runtime: page.runtime,
        locale: page.locale,
      }),
    );
    console.log(`prerendered ${page.url.padEnd(28)} → ${page.file} (${page.runtime})`);
  }
  for (const shell of server.ADMIN_SHELLS) {
    write(shell.file, documentFor({ head: shell.head, marker: shell.marker, runtime: 'admin' }));
  }
  console.log(`app shells for ${server.ADMIN_SHELLS.length} admin paths`);
  write('robots.txt', server.robotsTxt());
  write('sitemap.xml', server.sitemapXml());
  console.log('robots.txt, sitemap.xml');
  // Read above; not part of the site.
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
