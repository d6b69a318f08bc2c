import { describe, expect, it } from 'vitest';
import { endSentence } from './end-sentence';

describe('endSentence', () => {
  it('adds no second full stop after an abbreviation', () => {
    expect(endSentence('majetkem společnosti Taxi Litoměřice s.r.o.')).toBe(
      'majetkem společnosti Taxi Litoměřice s.r.o.',
    );
    expect(endSentence('Taxi a.s. ')).toBe('Taxi a.s.');
  });

  it('adds the full stop a sentence lacks', () => {
    expect(endSentence('majetkem společnosti Taxi Litoměřice')).toBe('majetkem společnosti Taxi Litoměřice.');
  });
});
