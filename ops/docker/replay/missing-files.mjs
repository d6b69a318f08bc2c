// Names, from a failed build's output, the checkout's files it looked for that no COPY brought: by
// the path from the context (`web/x.ts`), or by a relative import (`'./x.ts'`, `'./x'`) of a file
// whose folder the COPY lines did bring.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dirOf = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const stemOf = (file) =>
  file
    .slice(dirOf(file).length)
    .replace(/^\//, '')
    .replace(/\.[^.]+$/, '');

/** The tracked files, not among `brought`, that the output names (both lists are paths from the context root). */
export function filesNamedIn(output, tracked, brought) {
  const copied = new Set(brought);
  const copiedFolders = new Set(brought.map(dirOf));
  const missing = tracked.filter((file) => !copied.has(file));
  return missing.filter((file) => {
    const name = file.slice(dirOf(file).length).replace(/^\//, '');
    const byPath = new RegExp(`(^|[\\s'"(/])${escape(file)}($|[\\s'":)])`, 'm');
    if (byPath.test(output)) {
      return true;
    }
    // A relative import of a file whose folder was copied (so the build looked beside its siblings).
    if (!copiedFolders.has(dirOf(file))) {
      return false;
    }
    const relative = new RegExp(
      `['"\`]\\.{1,2}/(?:[^'"\`\\s]*/)?(${escape(name)}|${escape(stemOf(file))})['"\`]`,
    );
    return relative.test(output);
  });
}
