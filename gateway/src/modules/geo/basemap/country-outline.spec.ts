import { countryOutlineFrom, loadCzechOutline } from './country-outline';

// Inside: Litoměřice, Brno; outside: Dresden, Vienna.
const inside = (
  rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  [lat, lng]: [number, number],
) => {
  let crossings = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [ay, ax] = ring[i]!;
      const [by, bx] = ring[j]!;
      if (ay > lat !== by > lat && lng < ((bx - ax) * (lat - ay)) / (by - ay) + ax) {
        crossings += 1;
      }
    }
  }
  return crossings % 2 === 1;
};

describe('country outline', () => {
  it("draws Czechia's border from Natural Earth, simplified to a few hundred points", async () => {
    const outline = await loadCzechOutline();
    expect(outline.name).toBe('Česko');
    expect(outline.rings).toHaveLength(1);
    const ring = outline.rings[0]!;
    expect(ring.length).toBeGreaterThan(150);
    expect(ring.length).toBeLessThan(900);
    const lats = ring.map(([lat]) => lat);
    const lngs = ring.map(([, lng]) => lng);
    // The republic's extreme points: 48.55–51.06 N, 12.09–18.86 E.
    expect(Math.min(...lats)).toBeCloseTo(48.55, 1);
    expect(Math.max(...lats)).toBeCloseTo(51.05, 1);
    expect(Math.min(...lngs)).toBeCloseTo(12.09, 1);
    expect(Math.max(...lngs)).toBeCloseTo(18.86, 1);
    expect(inside(outline.rings, [50.5336, 14.1318])).toBe(true);
    expect(inside(outline.rings, [49.1951, 16.6068])).toBe(true);
    expect(inside(outline.rings, [51.0504, 13.7373])).toBe(false);
    expect(inside(outline.rings, [48.2082, 16.3738])).toBe(false);
  });

  it('refuses an atlas without the country or in another shape', () => {
    const atlas = {
      type: 'Topology',
      arcs: [],
      objects: { countries: { type: 'GeometryCollection', geometries: [] } },
    };
    expect(() => countryOutlineFrom(atlas, 'Czechia', 'Česko')).toThrow('no country named Czechia');
    expect(() => countryOutlineFrom({ type: 'FeatureCollection' }, 'Czechia', 'Česko')).toThrow();
  });
});
