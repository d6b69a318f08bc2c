import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFiles } from '@/common/web/built-files';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\stype=["']?application\/(ld\+)?json/i;
const MAX_HTML_FILES = 500;

/** The built pages; hashed assets hold no HTML. */
function htmlFiles(distDir: string): string[] {
  return builtFiles(distDir)
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .slice(0, MAX_HTML_FILES)
    .map((file) => path.join(distDir, file));
}

/**
 * `'sha256-…'` sources for every executable inline script of the built pages (the prerender's
 * session-label script), so the policy allows exactly those and no other inline code. JSON data
 * blocks are not executed and need no hash.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (!DATA_BLOCK_TYPE.test(attributes ?? '') && body) {
        hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  }
  return [...hashes].sort();
}

/** The origin a tile URL template loads from; `{s}` subdomains become a wildcard. */
export function tileSource(tileUrl: string | null): string {
  const match = tileUrl === null ? null : /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!match) {
    return "'self'";
  }
  const [, scheme, host] = match as unknown as [string, string, string];
  return `${scheme}://${host.replace(/\{[a-z]\}/gi, '*')}`;
}

export type CspInput = {
  scriptHashes: readonly string[];
  /** Null when tiles are off: images load from the gateway only. */
  tileUrl: string | null;
  /** The create-order map renders with Google Maps (Google provider with a browser key). */
  googleMaps: boolean;
};

const GOOGLE = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/**
 * What the SPA uses and nothing more. Styles allow inline because styled-components and Leaflet
 * set them at run time; scripts do not.
 */
export function contentSecurityPolicy({
  scriptHashes,
  tileUrl,
  googleMaps,
}: CspInput): Record<string, string[]> {
  const google = (list: string[]) => (googleMaps ? list : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...google(GOOGLE.script)],
    'style-src': ["'self'", "'unsafe-inline'", ...google(GOOGLE.style)],
    'img-src': [...new Set(["'self'", 'data:', 'blob:', tileSource(tileUrl), ...google(GOOGLE.img)])],
    'font-src': ["'self'", 'data:', ...google(GOOGLE.font)],
    'connect-src': ["'self'", ...google(GOOGLE.connect)],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
}
