import { ReceivedBody } from './received-body';

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
