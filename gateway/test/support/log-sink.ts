import { Writable } from 'node:stream';

export type LogEntry = {
  level: number;
  msg?: string;
  req?: { id?: string; url?: string };
  res?: { statusCode?: number };
  [key: string]: unknown;
};

export type LogSink = { stream: Writable; lines: string[]; entries: () => LogEntry[]; clear: () => void };

/** Collects the gateway's JSON log lines (pass `stream` as `createApp`'s `logDestination`). */
export function logSink(): LogSink {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clear: () => lines.splice(0, lines.length),
  };
}
