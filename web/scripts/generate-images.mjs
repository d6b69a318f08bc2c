// One-time generator of the illustrative images in web/public/images (the build does not run it;
// the generated files are committed). A real company replaces them with photographs of the same
// names and sizes. Renders SVG scenes in Debian's Chromium, then writes AVIF (avifenc, Debian's
// libavif-bin), WebP (cwebp, Debian's webp) and JPEG.
//
//   node web/scripts/generate-images.mjs            all images
//   node web/scripts/generate-images.mjs --missing  only files not there yet (a width or a format
//                                                   added to src/config/company.ts), the others left as they are
//   node web/scripts/generate-images.mjs --preview  a contact sheet in .tmp/ to look at
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { appPreview, icon, PICTURE_TEXTS, poster, socialCard } from './images/compositions.mjs';
import { COMMON_DEFS, FINISH } from './images/parts.mjs';
import { aboutScene, GALLERY_SCENES, heroScene } from './images/scenes.mjs';

const web = path.resolve(import.meta.dirname, '..');
const out = path.join(web, 'public', 'images');
const scratch = mkdtempSync(path.join(tmpdir(), 'taxi-images-'));
const preview = process.argv.includes('--preview');
const missingOnly = process.argv.includes('--missing');
// 0–63, lower is better; 28 keeps the poster's small print as sharp as WebP's quality 80.
const AVIF_CQ_LEVEL = 28;

// Kept in step with src/config/company.ts by hand: the generator stays a plain Node script.
const PHONE = '+420 777 050 050';

const scene = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 1080">${COMMON_DEFS}${inner}${FINISH}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
const page = await browser.newPage();

async function render(svg, width, height, type = 'png') {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  return page.screenshot({ type, quality: type === 'jpeg' ? 82 : undefined, fullPage: false });
}

/**
 * Writes `<name>.avif`, `<name>.webp` and `<name>.jpg` (or `.png` when `png` is set) at the given
 * size; with --missing only the formats not there yet.
 */
async function write(svg, name, width, height, { quality = 78, png = false } = {}) {
  const file = path.join(out, name);
  const fallback = png ? 'png' : 'jpg';
  const wanted = ['avif', 'webp', fallback].filter(
    (format) => !missingOnly || !existsSync(`${file}.${format}`),
  );
  if (wanted.length === 0) {
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const source = path.join(scratch, `${path.basename(name)}.png`);
  writeFileSync(source, await render(svg, width, height));
  if (wanted.includes('avif')) {
    // AV1 at a constant quality level: about 60 % of the WebP's bytes at the same look. Speed 2
    // (of 0–10) spends more time encoding for ~15 % fewer bytes than 6 at the same level.
    execFileSync('avifenc', [
      ...['--speed', '2', '--yuv', '420', '--min', '0', '--max', '63'],
      ...['-a', 'end-usage=q', '-a', `cq-level=${AVIF_CQ_LEVEL}`, '-a', 'tune=ssim'],
      source,
      `${file}.avif`,
    ]);
  }
  if (wanted.includes('webp')) {
    execFileSync('cwebp', [
      '-quiet',
      '-q',
      String(quality),
      '-m',
      '6',
      '-sharp_yuv',
      source,
      '-o',
      `${file}.webp`,
    ]);
  }
  if (wanted.includes('png')) {
    writeFileSync(`${file}.png`, await render(svg, width, height));
  } else if (wanted.includes('jpg')) {
    writeFileSync(`${file}.jpg`, await render(svg, width, height, 'jpeg'));
  }
  console.log(`  ${name} ${width}×${height} (${wanted.join(', ')})`);
}

/** Czech keeps the original names (`poster-400`, `og-image.jpg`); the others add their language. */
const localised = (name, locale) => (locale === 'cs' ? name : `${name}-${locale}`);

async function writeSocialCards() {
  for (const locale of Object.keys(PICTURE_TEXTS)) {
    const file = path.join(out, `${localised('og-image', locale)}.jpg`);
    if (!missingOnly || !existsSync(file)) {
      writeFileSync(file, await render(socialCard({ phone: PHONE, locale }), 1200, 630, 'jpeg'));
    }
  }
}

async function writeSocialCardAndIcons() {
  await writeSocialCards();
  console.log('icons');
  writeFileSync(path.join(web, 'public', 'favicon.svg'), icon());
  writeFileSync(
    path.join(web, 'public', 'apple-touch-icon.png'),
    await render(icon({ rounded: false }), 180, 180),
  );
  writeFileSync(path.join(web, 'public', 'favicon-32.png'), await render(icon(), 32, 32));
}

if (preview) {
  const tiles = [...GALLERY_SCENES, heroScene, aboutScene]
    .map(
      (make) =>
        `<div style="display:inline-block;margin:4px">${scene(make()).replace('<svg ', '<svg width="360" height="270" ')}</div>`,
    )
    .join('');
  const extra = `<div style="display:inline-block;margin:4px">${poster({ phone: PHONE }).replace('<svg ', '<svg width="200" height="280" ')}</div>
    <div style="display:inline-block;margin:4px">${appPreview().replace('<svg ', '<svg width="210" height="280" ')}</div>
    <div style="display:inline-block;margin:4px">${socialCard({ phone: PHONE }).replace('<svg ', '<svg width="533" height="280" ')}</div>
    <div style="display:inline-block;margin:4px">${icon().replace('<svg ', '<svg width="64" height="64" ')}</div>`;
  await page.setViewportSize({ width: 1500, height: 1400 });
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#ccc">${tiles}${extra}</body>`,
  );
  const file = path.resolve(web, '..', '.tmp', 'images-preview.png');
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  console.log(`preview: ${file}`);
} else {
  if (!missingOnly) {
    rmSync(out, { recursive: true, force: true });
  }
  console.log('gallery');
  for (const [index, make] of GALLERY_SCENES.entries()) {
    const svg = scene(make());
    await write(svg, `gallery/${index + 1}-sm`, 480, 360, { quality: 72 });
    // md: what a phone (one column) or a 2x desktop (370 px tiles) picks, instead of the lightbox's lg.
    await write(svg, `gallery/${index + 1}-md`, 800, 600, { quality: 74 });
    await write(svg, `gallery/${index + 1}-lg`, 1440, 1080, { quality: 76 });
  }
  console.log('page images');
  for (const [name, make] of [
    ['hero', heroScene],
    ['about', aboutScene],
  ]) {
    const svg = scene(make());
    // 720: the file a 360–412 px phone at 1.75–2x picks, instead of the desktop's 1280.
    for (const width of [640, 720, 1280]) {
      await write(svg, `${name}-${width}`, width, (width * 3) / 4, { quality: 74 });
    }
  }
  await write(appPreview(), 'app-360', 360, 480, { quality: 80 });
  await write(appPreview(), 'app-720', 720, 960, { quality: 80 });
  for (const locale of Object.keys(PICTURE_TEXTS)) {
    const posterSvg = poster({ phone: PHONE, locale });
    for (const width of [400, 720, 800]) {
      await write(posterSvg, `${localised('poster', locale)}-${width}`, width, (width * 7) / 5, {
        quality: 80,
      });
    }
  }
  // The icons have one size each: --missing leaves them as they are, and writes only social cards not there yet.
  if (missingOnly) {
    await writeSocialCards();
  } else {
    await writeSocialCardAndIcons();
  }
}

await browser.close();
rmSync(scratch, { recursive: true, force: true });
