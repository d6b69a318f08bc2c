// Reads a Dockerfile into its stages and instructions: just the syntax this project's Dockerfile uses
// (ARG, FROM … AS, WORKDIR, ENV, COPY [--from], RUN, USER, EXPOSE, HEALTHCHECK, CMD). Anything else
// is refused by name, so a new kind of line is noticed by the replay rather than silently skipped.

const KNOWN = new Set([
  'ARG',
  'FROM',
  'WORKDIR',
  'ENV',
  'COPY',
  'RUN',
  'USER',
  'EXPOSE',
  'HEALTHCHECK',
  'CMD',
]);

/** The logical lines of a Dockerfile: comments dropped, `\` continuations joined, with their first line number. */
export function logicalLines(text) {
  const lines = [];
  let current = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (current === null && (line.trim() === '' || line.trimStart().startsWith('#'))) {
      return;
    }
    if (current !== null && line.trimStart().startsWith('#')) {
      return;
    }
    const continued = line.endsWith('\\');
    const body = continued ? line.slice(0, -1) : line;
    current =
      current === null
        ? { line: index + 1, text: body.trim() }
        : { ...current, text: `${current.text} ${body.trim()}` };
    if (!continued) {
      lines.push(current);
      current = null;
    }
  });
  if (current !== null) {
    lines.push(current);
  }
  return lines;
}

/** `KEY=value KEY2="quoted value"` → entries (the only ENV form used here). */
export function parseEnv(text) {
  const env = {};
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) {
    env[match[1]] = match[3] ?? match[2];
  }
  return env;
}

/** COPY's arguments: `--from=stage` and the sources and destination (the JSON array form is refused). */
export function parseCopy(text, line) {
  if (text.startsWith('[')) {
    throw new Error(`Dockerfile line ${line}: COPY in JSON form is not replayed`);
  }
  const words = text.split(/\s+/);
  let from = null;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift();
    const fromFlag = /^--from=(.+)$/.exec(flag);
    if (fromFlag) {
      from = fromFlag[1];
    } else if (!/^--(chown|chmod)=/.test(flag)) {
      throw new Error(`Dockerfile line ${line}: COPY ${flag} is not replayed`);
    }
  }
  if (words.length < 2) {
    throw new Error(`Dockerfile line ${line}: COPY needs a source and a destination`);
  }
  if (words.some((word) => /[*?[]/.test(word))) {
    throw new Error(`Dockerfile line ${line}: COPY with wildcards is not replayed`);
  }
  return { from, sources: words.slice(0, -1), destination: words.at(-1) };
}

/** Stages in order, each `{ name, base, line, instructions: [{ keyword, args, line, … }] }`. */
export function parseDockerfile(text) {
  const stages = [];
  for (const { line, text: content } of logicalLines(text)) {
    const [, keyword, args = ''] = /^(\S+)\s*(.*)$/.exec(content) ?? [];
    const upper = keyword.toUpperCase();
    if (!KNOWN.has(upper)) {
      throw new Error(`Dockerfile line ${line}: ${upper} is not replayed`);
    }
    if (upper === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ name: name ?? String(stages.length), base, line, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) {
      if (upper === 'ARG') {
        continue;
      }
      throw new Error(`Dockerfile line ${line}: ${upper} before the first FROM`);
    }
    const instruction = { keyword: upper, args, line };
    if (upper === 'COPY') {
      Object.assign(instruction, parseCopy(args, line));
    } else if (upper === 'ENV') {
      instruction.env = parseEnv(args);
    } else if (upper === 'HEALTHCHECK') {
      instruction.command = args.replace(/^(--\S+\s+)*CMD\s+/, '');
    }
    stage.instructions.push(instruction);
  }
  return stages;
}

/** RUN's shell command split at its top-level `&&` (quotes respected), each part trimmed. */
export function splitCommands(command) {
  const parts = [];
  let quote = null;
  let current = '';
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i];
    if (quote) {
      quote = char === quote ? null : quote;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (command.startsWith('&&', i)) {
      parts.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/** CMD in exec form (`["node", "main.js"]`) or shell form, as argv. */
export function commandArgv(args) {
  const text = args.trim();
  return text.startsWith('[') ? JSON.parse(text) : ['sh', '-c', text];
}
