import type { BasemapLabel } from '@taxi/contracts';
import { type BasemapSources, buildBasemap } from './build-basemap';

const SOURCES: BasemapSources = {
  country: {
    name: 'Česko',
    rings: [
      [
        [50, 14],
        [51, 14],
        [51, 15],
        [50, 14],
      ],
    ],
  },
  districts: [
    {
      district: 'Litoměřice',
      region: 'Ústecký kraj',
      municipalities: [
        ['Litoměřice', 50.5, 14.1, 23800],
        ['Lovosice', 50.5, 14.0, 8700],
        ['Býčkovice', 50.6, 14.2],
      ],
    },
  ],
  towns: [
    ['Praha', 50.0875, 14.4213, 1_380_000, 'Hlavní město Praha'],
    // Listed in the district as well: named once.
    ['Litoměřice', 50.51, 14.11, 23800, 'Ústecký kraj'],
  ],
  localPlaces: [
    { town: 'Litoměřice', region: 'Ústecký kraj', weight: 23800, places: [['Mírové náměstí', 50.53, 14.13]] },
    {
      town: 'Praha 6',
      region: 'Hlavní město Praha',
      weight: 50000,
      places: [
        ['Dejvická', 50.1, 14.39],
        ['Letiště Václava Havla', 50.1, 14.27],
      ],
    },
  ],
  stands: [
    { id: 'namesti', name: 'Litoměřice, Mírové náměstí', at: [50.5337, 14.1316] },
    { id: 'terezin', name: 'Terezín, náměstí ČSA', at: [50.5108, 14.1505] },
  ],
  roads: [
    { from: 'namesti', to: 'terezin', via: [[50.52, 14.14]], speedKmh: [45, 60] },
    { from: 'namesti', to: 'namesti', via: [[50.534, 14.132]], speedKmh: [30, 45] },
  ],
  rivers: [
    // About 55.6 km due north along the meridian: 0.5° of latitude.
    {
      name: 'Labe',
      scalerank: 5,
      lines: [
        [
          [50.3, 14.1],
          [50.8, 14.1],
        ],
      ],
    },
    {
      name: 'Ohře',
      scalerank: 11,
      lines: [
        [
          [50.4, 13.9],
          [50.5, 14.1],
        ],
        [
          [50.6, 14.0],
          [50.61, 14.0],
        ],
      ],
    },
  ],
};

const label = (labels: readonly BasemapLabel[], name: string) =>
  labels.filter((entry) => entry.name === name);

describe('buildBasemap', () => {
  const basemap = buildBasemap(SOURCES);

  it('names districts only while zoomed out, at the middle of their municipalities', () => {
    expect(label(basemap.labels, 'okres Litoměřice')).toEqual([
      {
        name: 'okres Litoměřice',
        at: [50.5333, 14.1],
        kind: 'district',
        minZoom: 8,
        maxZoom: 10,
        rank: 9_000,
      },
    ]);
  });

  it('names bigger towns from further out, villages only close up, each town once', () => {
    expect(label(basemap.labels, 'Praha')).toEqual([
      { name: 'Praha', at: [50.0875, 14.4213], kind: 'city', minZoom: 6, maxZoom: 22, rank: 1_380_000 },
    ]);
    expect(label(basemap.labels, 'Litoměřice')).toEqual([
      { name: 'Litoměřice', at: [50.5, 14.1], kind: 'town', minZoom: 9, maxZoom: 22, rank: 23800 },
    ]);
    expect(label(basemap.labels, 'Lovosice')[0]).toMatchObject({ kind: 'town', minZoom: 10 });
    expect(label(basemap.labels, 'Býčkovice')[0]).toMatchObject({ kind: 'village', minZoom: 12, rank: 300 });
  });

  it("names streets and sights only zoomed in, and Prague's numbered parts at city zoom", () => {
    expect(label(basemap.labels, 'Mírové náměstí')).toEqual([
      { name: 'Mírové náměstí', at: [50.53, 14.13], kind: 'landmark', minZoom: 15, maxZoom: 22, rank: 100 },
      { name: 'Mírové náměstí', at: [50.5337, 14.1316], kind: 'stand', minZoom: 14, maxZoom: 22, rank: 5000 },
    ]);
    expect(label(basemap.labels, 'Praha 6')).toEqual([
      { name: 'Praha 6', at: [50.1, 14.33], kind: 'quarter', minZoom: 12, maxZoom: 14, rank: 50000 },
    ]);
    expect(label(basemap.labels, 'Litoměřice').every((entry) => entry.kind !== 'quarter')).toBe(true);
  });

  it('draws each road through its waypoints from stand to stand, streets apart from country roads', () => {
    expect(basemap.roads).toEqual([
      {
        kind: 'road',
        path: [
          [50.5337, 14.1316],
          [50.52, 14.14],
          [50.5108, 14.1505],
        ],
      },
      {
        kind: 'street',
        path: [
          [50.5337, 14.1316],
          [50.534, 14.132],
          [50.5337, 14.1316],
        ],
      },
    ]);
    expect(basemap.stands).toEqual([
      { name: 'Litoměřice, Mírové náměstí', at: [50.5337, 14.1316] },
      { name: 'Terezín, náměstí ČSA', at: [50.5108, 14.1505] },
    ]);
  });

  it('refuses a road to a place it does not know', () => {
    const broken = {
      ...SOURCES,
      roads: [{ from: 'namesti', to: 'nowhere', via: [], speedKmh: [30, 45] as const }],
    };
    expect(() => buildBasemap(broken)).toThrow('road to an unknown place: nowhere');
  });

  it('keeps the outline and the rivers and credits their source', () => {
    expect(basemap.country).toEqual(SOURCES.country);
    expect(basemap.rivers).toEqual([
      { name: 'Labe', kind: 'major', lines: SOURCES.rivers[0]!.lines },
      { name: 'Ohře', kind: 'minor', lines: SOURCES.rivers[1]!.lines },
    ]);
    expect(basemap.attribution).toBe('Hranice státu a řeky: Natural Earth');
  });

  it('names a river along its course, closer together the closer the zoom, below every other name', () => {
    const labe = label(basemap.labels, 'Labe');
    expect(labe.every((entry) => entry.kind === 'water' && entry.rank < 100)).toBe(true);
    const band = (minZoom: number) => labe.filter((entry) => entry.minZoom === minZoom);
    // 55.6 km: every 25 km from 12.5 km on, every 8 km from 4 km on, every 3 km from 1.5 km on.
    expect(band(8).map((entry) => entry.at)).toEqual([
      [50.4124, 14.1],
      [50.6372, 14.1],
    ]);
    expect(band(8)[0]).toMatchObject({ maxZoom: 10 });
    expect(band(11)).toHaveLength(7);
    expect(band(13)).toHaveLength(19);
    expect(band(13)[0]).toMatchObject({ at: [50.3135, 14.1], maxZoom: 22 });
    // Every point lies on the river's line.
    expect(labe.every(({ at }) => at[1] === 14.1 && at[0] > 50.3 && at[0] < 50.8)).toBe(true);
    // A piece shorter than half a spacing is not named.
    expect(label(basemap.labels, 'Ohře').some(({ at }) => at[0] >= 50.6)).toBe(false);
  });
});
