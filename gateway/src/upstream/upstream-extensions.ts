import {
  endpointRoutes,
  extensionFlags,
  UPSTREAM_EXTENSIONS,
  type UpstreamExtension,
  type UpstreamExtensions,
} from '@taxi/contracts';
import type { AppConfig } from '@/config/app-config';

/**
 * Which proposed extensions of the company's API (the catalogue's entries marked `extension`) can be
 * used now: every one with the mock, which serves them all; in front of a real server those ops named
 * in `UPSTREAM_EXTENSIONS`. The forwarded call and the admin (`GET /api/upstream/extensions`) ask here.
 */
export class UpstreamExtensionsAvailable {
  private readonly on: ReadonlySet<UpstreamExtension>;

  constructor(on: Iterable<UpstreamExtension>) {
    this.on = new Set(on);
  }

  static from(config: AppConfig): UpstreamExtensionsAvailable {
    return new UpstreamExtensionsAvailable(
      config.upstream.mode === 'memory' ? UPSTREAM_EXTENSIONS : config.upstream.extensions,
    );
  }

  has(extension: UpstreamExtension): boolean {
    return this.on.has(extension);
  }

  /** What a call of an extension that is off answers (501), in Czech, from its entry. */
  offMessage(extension: UpstreamExtension): string {
    const { lacking } = endpointRoutes[extension].extension;
    return `Server objednávek zatím neumí ${lacking} (rozšíření ${extension} není zapnuté).`;
  }

  toJSON(): UpstreamExtensions {
    return extensionFlags(this.on);
  }
}
