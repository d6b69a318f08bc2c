import { loadRivers, riversFrom } from './rivers';

describe('the rivers of the built-in schema', () => {
  it('reads Natural Earth’s Labe, Ohře and Vltava with their Czech names, as latitude and longitude', () => {
    const rivers = loadRivers();
    expect(rivers.map((river) => river.name)).toEqual(['Vltava', 'Labe', 'Ohře', 'Úhlava', 'Lužická Nisa']);
    const labe = rivers.find((river) => river.name === 'Labe')!;
    expect(labe.scalerank).toBe(5);
    // Inside the box the file was clipped to, latitude first.
    for (const point of rivers.flatMap((river) => river.lines.flat())) {
      expect(point[0]).toBeGreaterThanOrEqual(49.9);
      expect(point[0]).toBeLessThanOrEqual(51.1);
      expect(point[1]).toBeGreaterThanOrEqual(12.9);
      expect(point[1]).toBeLessThanOrEqual(15.1);
    }
    // The Labe flows past Litoměřice (50.534, 14.132): within about a kilometre and a half.
    const nearest = Math.min(
      ...labe.lines
        .flat()
        .map(([lat, lng]) => Math.hypot(lat - 50.534, (lng - 14.132) * Math.cos((50.5 * Math.PI) / 180))),
    );
    expect(nearest).toBeLessThan(0.015);
  });

  it('takes single lines as well as multi-lines', () => {
    const rivers = riversFrom({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Bílina', scalerank: 12, name_en: 'Bilina' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [13.8, 50.6],
              [14.0, 50.65],
            ],
          },
        },
      ],
    });
    expect(rivers).toEqual([
      {
        name: 'Bílina',
        scalerank: 12,
        lines: [
          [
            [50.6, 13.8],
            [50.65, 14.0],
          ],
        ],
      },
    ]);
  });

  it('refuses a file of another shape rather than drawing something wrong', () => {
    expect(() =>
      riversFrom({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {} }] }),
    ).toThrow();
    expect(() =>
      riversFrom({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Labe', scalerank: 5 },
            geometry: { type: 'Point', coordinates: [14.1, 50.5] },
          },
        ],
      }),
    ).toThrow();
  });
});
