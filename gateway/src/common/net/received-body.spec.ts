import { BodyCollector, ReceivedBody } from './received-body';

const chunked = (...parts: string[]) =>
  new ReceivedBody(
    parts.map((part) => Buffer.from(part)),
    parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
  );

describe('ReceivedBody', () => {
  it('compares its chunks with whole bytes, wherever the chunks split', () => {
    expect(chunked('[{"id"', ':1}', ']').equals(Buffer.from('[{"id":1}]'))).toBe(true);
    expect(chunked('[{"id"', ':2}', ']').equals(Buffer.from('[{"id":1}]'))).toBe(false);
    expect(chunked('[{"id":1}]', ' ').equals(Buffer.from('[{"id":1}]'))).toBe(false);
    expect(chunked('[{"id":1}').equals(Buffer.from('[{"id":1}]'))).toBe(false);
  });

  it('joins the chunks into the whole body once', () => {
    const body = chunked('Mírové ', 'náměstí');
    const joined = body.bytes();
    expect(joined.toString('utf8')).toBe('Mírové náměstí');
    expect(body.bytes()).toBe(joined);
  });
});

describe('BodyCollector', () => {
  const expected = Buffer.from('[{"id":1,"name":"Mírové náměstí"},{"id":2}]');
  const collect = (parts: Buffer[], known: Buffer | undefined = expected) => {
    const collector = new BodyCollector(known);
    parts.forEach((part) => collector.add(part));
    return collector.finish();
  };
  // Splits bytes at the given offsets, as a socket might (even inside a multi-byte character).
  const split = (bytes: Buffer, ...offsets: number[]) =>
    [0, ...offsets].map((start, index) => bytes.subarray(start, offsets[index] ?? bytes.length));

  it('keeps nothing of a repeat of the expected bytes and hands those very bytes over', () => {
    const body = collect(split(Buffer.from(expected), 5, 20, 21));

    expect(body.length).toBe(expected.length);
    expect(body.bytes()).toBe(expected);
    expect(body.equals(expected)).toBe(true);
  });

  it('keeps every byte of an answer that differs, wherever the difference starts', () => {
    const changed = Buffer.from('[{"id":1,"name":"Mírové náměstí"},{"id":3}]');
    for (const offsets of [[5, 20], [1], [changed.length - 2]]) {
      const body = collect(split(changed, ...offsets));
      expect(body.bytes().equals(changed)).toBe(true);
      expect(body.equals(expected)).toBe(false);
    }
    const first = collect(split(Buffer.from('{"other":true}'), 3));
    expect(first.bytes().toString('utf8')).toBe('{"other":true}');
  });

  it('tells a longer or a shorter answer from the expected one', () => {
    const longer = collect(split(Buffer.concat([expected, Buffer.from(' ')]), 10, expected.length));
    expect(longer.equals(expected)).toBe(false);
    expect(longer.bytes().toString('utf8')).toBe(`${expected.toString('utf8')} `);

    const shorter = collect(split(expected.subarray(0, 12), 4));
    expect(shorter.equals(expected)).toBe(false);
    expect(shorter.bytes().equals(expected.subarray(0, 12))).toBe(true);
  });

  it('collects everything when nothing is expected, including an empty body', () => {
    expect(collect(split(expected, 7), undefined).bytes().equals(expected)).toBe(true);
    expect(collect([]).length).toBe(0);
    expect(collect([]).bytes().length).toBe(0);
  });
});
