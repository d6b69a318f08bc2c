import { encodePolyline } from '@test/support/google.samples';
import { decodePolyline } from './polyline';

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });

  it('round-trips points around Litoměřice, including negative steps', () => {
    const points: Array<[number, number]> = [
      [50.53359, 14.13176],
      [50.52622, 14.10541],
      [50.51502, 14.05109],
      [50.6607, 14.0323],
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('gives no points for an empty line and throws on garbage or a cut-off value', () => {
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_ulL~')).toThrow();
    expect(() => decodePolyline('ab cd')).toThrow();
  });
});
