import { SignedTokens } from './signed-tokens';

describe('SignedTokens', () => {
  const tokens = new SignedTokens(Buffer.alloc(32, 7));

  it('gives back the parts of a genuine token of its kind', () => {
    const token = tokens.sign('status', ['2203', '1796000000']);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{22}$/);
    expect(tokens.verify('status', token, 2)).toEqual(['2203', '1796000000']);
  });

  it('refuses a changed part, another kind, another key or a wrong number of parts', () => {
    const token = tokens.sign('status', ['2203', '1796000000']);
    const [, issued, mac] = token.split('.');
    const changed = [Buffer.from('2204').toString('base64url'), issued, mac].join('.');
    expect(tokens.verify('status', changed, 2)).toBeNull();
    expect(tokens.verify('quote', token, 2)).toBeNull();
    expect(new SignedTokens(Buffer.alloc(32, 8)).verify('status', token, 2)).toBeNull();
    expect(tokens.verify('status', token, 3)).toBeNull();
    expect(tokens.verify('status', `${token}x`, 2)).toBeNull();
  });
});
