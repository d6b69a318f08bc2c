import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('phone formatting', () => {
  it('groups Czech numbers by three', () => {
    expect(formatPhone('+420777123456')).toBe('+420 777 123 456');
    expect(formatPhone('00420 777123456')).toBe('+420 777 123 456');
    expect(formatPhone('777123456')).toBe('777 123 456');
  });

  it('leaves other shapes as typed', () => {
    expect(formatPhone('+49 30 1234567')).toBe('+49 30 1234567');
    expect(formatPhone('112')).toBe('112');
  });
});
