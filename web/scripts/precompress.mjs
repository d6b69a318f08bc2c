// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies beside the build's text files, after
// `vite build` and the prerender. The gateway sends them to browsers that accept the encoding
// (gateway/src/common/web/precompressed-files.ts) instead of compressing each answer at the
// compression middleware's fast, weaker level: the landing page goes from 13.6 kB (brotli 4) to
// 11.5 kB, small enough for the first TCP round trip of a new connection (10 segments, ~14.6 kB).
// Usage: node scripts/precompress.mjs [--outDir <client build directory>]   (default: web/dist)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--outDir');
const outDir = path.resolve(flag > -1 ? process.argv[flag + 1] : path.join(web, 'dist'));

const TEXT_FILES = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;
// The compression middleware sends smaller answers as they are, and so does the gateway.
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function textFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return textFiles(file);
    }
    return TEXT_FILES.test(entry.name) && statSync(file).size >= MIN_BYTES ? [file] : [];
  });
}

async function precompress(file) {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not written: the gateway then compresses or sends the file as is.
  let written = 0;
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (bytes.length < content.length) {
      writeFileSync(file + suffix, bytes);
      written += 1;
    }
  }
  return { raw: content.length, br: br.length, written };
}

const files = textFiles(outDir);
let raw = 0;
let brotliBytes = 0;
// zlib's async calls run on libuv's thread pool, so a few at a time use every core.
for (let start = 0; start < files.length; start += 8) {
  for (const result of await Promise.all(files.slice(start, start + 8).map(precompress))) {
    raw += result.raw;
    brotliBytes += result.br;
  }
}
console.log(
  `precompressed ${files.length} files in ${path.relative(process.cwd(), outDir) || '.'}: ` +
    `${(raw / 1024).toFixed(0)} kB → ${(brotliBytes / 1024).toFixed(0)} kB brotli`,
);
