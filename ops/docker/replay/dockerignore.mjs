// .dockerignore as Docker reads it: each line a pattern relative to the context (`*`, `?`, `**` for any
// number of folders), `!` re-includes, the last matching line wins, and a pattern that matches a
// folder excludes everything under it.

function patternToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (pattern.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** The rules of a .dockerignore text, in order. */
export function parseDockerignore(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { include, pattern: patternToRegExp(pattern) };
    });
}

/** Whether a context-relative path (`web/src/main.ts`) is left out of the build context. */
export function isIgnored(rules, relativePath) {
  const segments = relativePath.split('/');
  const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) {
      ignored = !rule.include;
    }
  }
  return ignored;
}
