import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';

/** Bounds the walk should WEB_DIST_DIR name a large folder by mistake (a build has a few hundred files). */
const MAX_FILES = 20_000;

/**
 * The files of a built web app (`WEB_DIST_DIR`), as `/`-separated paths relative to it, read once at
 * startup. A folder that cannot be read is left out rather than failing the start.
 */
export function builtFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relativeDirectory: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root, relativeDirectory), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_FILES) {
        return;
      }
      const relative = relativeDirectory ? `${relativeDirectory}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(relative);
      } else if (entry.isFile()) {
        found.push(relative);
      }
    }
  };
  walk('');
  return found;
}
