import { simplifyLine } from './simplify-line';

describe('simplifyLine', () => {
  it('keeps both ends and drops points that lie on the line', () => {
    const straight: Array<[number, number]> = [
      [50, 14],
      [50.1, 14.1],
      [50.2, 14.2],
      [50.3, 14.3],
    ];
    expect(simplifyLine(straight, 0.001)).toEqual([
      [50, 14],
      [50.3, 14.3],
    ]);
  });

  it('keeps a corner sharper than the tolerance and drops a wiggle smaller than it', () => {
    const line: Array<[number, number]> = [
      [50, 14],
      [50.0001, 14.05],
      [50, 14.1],
      [50.2, 14.1],
    ];
    expect(simplifyLine(line, 0.01)).toEqual([
      [50, 14],
      [50, 14.1],
      [50.2, 14.1],
    ]);
    expect(simplifyLine(line, 0.00001)).toHaveLength(4);
  });

  it('leaves short lines alone', () => {
    expect(simplifyLine([[50, 14]], 1)).toEqual([[50, 14]]);
  });
});
