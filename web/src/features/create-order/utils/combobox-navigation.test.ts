import { describe, expect, it } from 'vitest';
import { indexToPick, nextActiveIndex } from './combobox-navigation';

describe('nextActiveIndex', () => {
  it('starts at the first option on ArrowDown and at the last on ArrowUp', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('moves and wraps around at both ends', () => {
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(1, 3, 'ArrowUp')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
  });

  it('highlights nothing without options', () => {
    expect(nextActiveIndex(2, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('indexToPick', () => {
  it('picks the highlighted option, else the first, else nothing', () => {
    expect(indexToPick(2, 3)).toBe(2);
    expect(indexToPick(-1, 3)).toBe(0);
    expect(indexToPick(5, 3)).toBe(0);
    expect(indexToPick(-1, 0)).toBe(-1);
  });
});
