import { statSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { builtFiles } from './built-files';

/** The copies web/scripts/precompress.mjs writes beside a build's text files, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type EncodingName = (typeof ENCODINGS)[number]['name'];

/**
 * The build's precompressed files (brotli 11 / gzip 9, made once at build time) found at startup:
 * a page or script is sent from its copy to a browser that accepts the encoding, so the
 * compression middleware neither spends CPU on it per request nor sends its weaker fast level.
 */
export class PrecompressedFiles {
  /** Original file (relative to the root, `/` separated) → the encodings it has a copy in. */
  private readonly encodingsByFile = new Map<string, EncodingName[]>();

  constructor(private readonly root: string) {
    this.scan();
  }

  /** The relative file a static URL path names (`/` and `/x/` name their index.html), or null. */
  fileFor(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = (decoded.endsWith('/') ? `${decoded}index.html` : decoded).replace(/^\/+/, '');
    // Only files found by the scan are keys, so `..` or any other spelling simply misses.
    return this.encodingsByFile.has(file) ? file : null;
  }

  /**
   * Sends the copy of `file` in the best encoding the request accepts and returns true, or returns
   * false (nothing sent) when there is none. `onError` runs, with the headers reset, should the
   * copy fail to send before anything went out.
   */
  trySend(request: Request, response: Response, file: string, onError: () => void): boolean {
    const available = this.encodingsByFile.get(file.split(path.sep).join('/'));
    if (!available) {
      return false;
    }
    // Ours, best first: the negotiator alone would prefer whatever the browser lists first
    // ("gzip, deflate, br, zstd"), and every browser that accepts brotli lists gzip before it.
    const encoding = ENCODINGS.find(
      ({ name }) => available.includes(name) && request.acceptsEncodings(name) === name,
    );
    if (!encoding) {
      return false;
    }
    response.vary('Accept-Encoding');
    response.type(path.extname(file));
    response.setHeader('Content-Encoding', encoding.name);
    // Byte ranges of a compressed copy would not be ranges of the file the URL names.
    response.sendFile(file + encoding.suffix, { root: this.root, acceptRanges: false }, (error?: Error) => {
      if (error && !response.headersSent) {
        response.removeHeader('Content-Encoding');
        response.removeHeader('Content-Type');
        onError();
      }
    });
    return true;
  }

  private scan(): void {
    const files = builtFiles(this.root);
    const present = new Set(files);
    for (const file of files) {
      const encodings = ENCODINGS.filter(
        ({ suffix }) => present.has(file + suffix) && this.isFreshCopy(file, suffix),
      ).map(({ name }) => name);
      if (encodings.length > 0) {
        this.encodingsByFile.set(file, encodings);
      }
    }
  }

  /** A copy older than its file (rewritten after the build's last step) would send stale bytes. */
  private isFreshCopy(relative: string, suffix: string): boolean {
    const file = path.join(this.root, relative);
    return statSync(file + suffix).mtimeMs >= statSync(file).mtimeMs;
  }
}
