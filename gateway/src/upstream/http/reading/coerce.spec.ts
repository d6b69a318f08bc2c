import { booleanFrom, numberFrom, placeTextFrom, textFrom, timestampFrom } from './coerce';

describe('numberFrom', () => {
  it.each<[unknown, unknown]>([
    [12.5, 12.5],
    ['12.50', 12.5],
    [' 15 ', 15],
    ['-3', -3],
    ['1e3', 1000],
    ['1,5', '1,5'],
    ['', ''],
    ['12 Kč', '12 Kč'],
    [null, null],
    [true, true],
  ])('reads %j as %j', (input, output) => {
    expect(numberFrom(input)).toEqual(output);
  });
});

describe('booleanFrom', () => {
  it.each<[unknown, unknown]>([
    [true, true],
    [1, true],
    [0, false],
    ['true', true],
    ['FALSE', false],
    ['1', true],
    ['0', false],
    [2, 2],
    ['ano', 'ano'],
    [null, null],
  ])('reads %j as %j', (input, output) => {
    expect(booleanFrom(input)).toEqual(output);
  });
});

describe('textFrom and placeTextFrom', () => {
  it('reads null as empty and a number as its digits', () => {
    expect(textFrom(null)).toBe('');
    expect(textFrom(420777123456)).toBe('420777123456');
    expect(textFrom({})).toEqual({});
  });

  it('writes a place object as the documented JSON text', () => {
    expect(placeTextFrom({ name: 'Lovosice', lat: '50.515', lng: 14.051 })).toBe(
      '{"name":"Lovosice","lat":50.515,"lng":14.051}',
    );
    expect(placeTextFrom({ address: 'Žernosecká 1' })).toBe('{"name":"Žernosecká 1"}');
    expect(placeTextFrom('{"name":"Lovosice"}')).toBe('{"name":"Lovosice"}');
  });
});

describe('timestampFrom', () => {
  const read = (value: unknown) => timestampFrom(value, 'Europe/Prague');

  it.each<[unknown, unknown]>([
    ['2026-11-20 14:00:00', '2026-11-20T14:00:00.000+01:00'],
    ['2026-11-20T14:00:00', '2026-11-20T14:00:00.000+01:00'],
    ['2026-07-20 14:00:00', '2026-07-20T14:00:00.000+02:00'],
    ['2026-07-20T14:00:00.5', '2026-07-20T14:00:00.500+02:00'],
    ['2026-11-20', '2026-11-20T00:00:00.000+01:00'],
    [1_795_179_600, '2026-11-20T14:00:00.000+01:00'],
    [1_795_179_600_000, '2026-11-20T14:00:00.000+01:00'],
    ['1795179600000', '2026-11-20T14:00:00.000+01:00'],
    ['2026-11-20T13:00:00.000Z', '2026-11-20T13:00:00.000Z'],
    ['2026-11-20T14:00:00+01:00', '2026-11-20T14:00:00+01:00'],
    ['2026-02-30 10:00:00', '2026-02-30 10:00:00'],
    ['včera', 'včera'],
    [0, 0],
    [null, null],
  ])('reads %j as %j', (input, output) => {
    expect(read(input)).toEqual(output);
  });

  it('reads the repeated hour at the end of summer time as its first occurrence, and in another zone', () => {
    expect(read('2026-10-25 02:30:00')).toBe('2026-10-25T02:30:00.000+02:00');
    expect(timestampFrom('2026-11-20 14:00:00', 'UTC')).toBe('2026-11-20T14:00:00.000+00:00');
  });
});
