import { describe, expect, it } from 'vitest';
import { phoneFromCall } from './phone-from-call';

const from = (value: string) => phoneFromCall(`?phone=${value}`);

describe('phoneFromCall', () => {
  it.each([
    ['+420 777 123 456', '+420%20777%20123%20456'],
    ['+420 777 123 456', '+420777123456'],
    ['+420 777 123 456', '%2B420777123456'],
    ['+420 777 123 456', '777123456'],
    ['+420 777 123 456', '00420777123456'],
    ['+420 777 123 456', '420777123456'],
    ['+420 777 123 456', '777-123-456'],
    ['+420 777 123 456', '(777)%20123%20456'],
    ['+420 777 123 456', 'tel:+420777123456'],
    ['+420 777 123 456', 'sip:777123456@pbx.taxi.local'],
  ])('reads a Czech number as %s (%s)', (shown, sent) => {
    expect(from(sent)).toBe(shown);
  });

  it("keeps another country's digits", () => {
    expect(from('+49%20151%201234567')).toBe('+491511234567');
    expect(from('00421905123456')).toBe('00421905123456');
  });

  it('keeps what it cannot read, for the field to point out', () => {
    expect(from('anonymous')).toBe('anonymous');
    expect(from('777%20123')).toBe('777123');
    expect(from('12')).toBe('12');
    expect(from(`9${'x'.repeat(100)}`)).toHaveLength(64);
  });

  it('is null without a number', () => {
    expect(phoneFromCall('')).toBeNull();
    expect(phoneFromCall('?phone=')).toBeNull();
    expect(phoneFromCall('?phone=%20%20')).toBeNull();
    expect(phoneFromCall('?other=1')).toBeNull();
  });
});
