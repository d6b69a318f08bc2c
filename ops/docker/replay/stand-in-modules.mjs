// What stands in for the Dockerfile's `npm ci` in a replay: the checkout's installed dependencies.
// - everything (the build stage): a folder of links to the checkout's packages, except that the
//   workspace links (@taxi/*) point at the workspaces inside the copy, never back into the checkout;
// - production only (`--omit=dev --workspace gateway`): hard links of exactly the packages that
//   install would bring, found in package-lock.json as npm resolves them, so a later `rm` or prune in
//   the replay cannot touch the checkout's files.
import { linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** The workspace folders of a lock (`contracts`, `gateway`, `web`). */
function workspaceLinks(lock) {
  const links = new Map();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.link && key.startsWith('node_modules/')) {
      links.set(key, entry.resolved);
    }
  }
  return links;
}

function linkEntry(checkout, copy, relative, links) {
  const source = path.join(checkout, relative);
  const target = path.join(copy, relative);
  const workspace = links.get(relative.split(path.sep).join('/'));
  if (workspace !== undefined) {
    symlinkSync(path.relative(path.dirname(target), path.join(copy, workspace)), target);
  } else {
    symlinkSync(source, target);
  }
}

/** Links every package of `node_modules` folders (the root's and each workspace's) into the copy. */
export function linkAllModules({ checkout, copy, lock }) {
  const links = workspaceLinks(lock);
  const folders = [
    'node_modules',
    ...Object.keys(lock.packages)
      .filter((key) => key && !key.includes('node_modules'))
      .map((key) => `${key}/node_modules`),
  ];
  for (const folder of folders) {
    let entries;
    try {
      entries = readdirSync(path.join(checkout, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    mkdirSync(path.join(copy, folder), { recursive: true });
    for (const entry of entries) {
      const relative = path.join(folder, entry.name);
      if (entry.name.startsWith('@') && entry.isDirectory()) {
        mkdirSync(path.join(copy, relative), { recursive: true });
        for (const scoped of readdirSync(path.join(checkout, relative))) {
          linkEntry(checkout, copy, path.join(relative, scoped), links);
        }
      } else {
        linkEntry(checkout, copy, relative, links);
      }
    }
  }
}

/** Where npm finds `name` for the package at lock key `from`: its own node_modules, then each parent's. */
function resolveInLock(lock, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) {
      return key;
    }
    if (!base) {
      return null;
    }
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/**
 * The lock keys an `npm ci --omit=dev --omit=optional --workspace <workspace>` installs: the
 * workspace's dependencies and theirs (peers too, optional ones left out), through workspace links.
 */
export function productionClosure(lock, workspace) {
  const found = new Set();
  const pending = [workspace];
  while (pending.length > 0) {
    const key = pending.pop();
    const entry = lock.packages[key];
    if (!entry) {
      continue;
    }
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const resolved = resolveInLock(lock, key, name);
      if (resolved === null || found.has(resolved)) {
        continue;
      }
      found.add(resolved);
      const target = lock.packages[resolved];
      pending.push(target.link ? target.resolved : resolved);
      if (target.link) {
        found.add(target.resolved);
      }
    }
  }
  return [...found].sort();
}

/** Hard links of a package's files (its nested node_modules excepted: those are packages of their own). */
function hardLinkTree(source, target, top = true) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (top && entry.name === 'node_modules') {
      continue;
    }
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      hardLinkTree(from, to, false);
    } else if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(from), to);
    } else {
      linkSync(from, to);
    }
  }
}

/** Installs the production closure into the copy: hard-linked packages, workspace links into the copy. */
export function linkProductionModules({ checkout, copy, lock, workspace }) {
  const keys = productionClosure(lock, workspace);
  for (const key of keys) {
    const entry = lock.packages[key];
    if (!key.includes('node_modules/')) {
      continue; // a workspace folder: the Dockerfile copies its manifest itself
    }
    const target = path.join(copy, key);
    mkdirSync(path.dirname(target), { recursive: true });
    if (entry.link) {
      symlinkSync(path.relative(path.dirname(target), path.join(copy, entry.resolved)), target);
    } else if (lstatSync(path.join(checkout, key), { throwIfNoEntry: false })) {
      hardLinkTree(path.join(checkout, key), target);
    } else {
      throw new Error(`${key} is in package-lock.json but not installed in the checkout: run npm ci`);
    }
  }
  return keys.length;
}
