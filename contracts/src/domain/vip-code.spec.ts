import { VIP_CODE_LENGTH } from './constants';
import { generateVipCode } from './vip-code';

describe('VIP code', () => {
  it('is 8 uppercase letters', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateVipCode()).toMatch(/^[A-Z]{8}$/);
    }
    expect(VIP_CODE_LENGTH).toBe(8);
  });

  it('differs between calls (crypto random)', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generateVipCode()));
    expect(codes.size).toBe(500);
  });

  it('skips biased bytes so every letter is equally likely', () => {
    // 255 and 234 are above the unbiased limit and must be skipped; 0 → A, 25 → Z, 26 → A.
    const bytes = [255, 234, 0, 25, 26, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const code = generateVipCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(code).toBe('AZABCDEF');
  });

  it('spreads letters evenly over many codes', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i += 1) {
      for (const letter of generateVipCode()) {
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(26);
    const expected = (2_000 * 8) / 26;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.25);
    }
  });
});
