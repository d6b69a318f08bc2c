import { osrmTableToTimes, osrmToRoute, photonToSuggestions } from './osrm.mapping';
import { OSRM_ROUTE_SAMPLE, OSRM_TABLE_SAMPLE, PHOTON_SAMPLE } from '@test/support/osrm.samples';
import { OsrmRouteResponseSchema, OsrmTableResponseSchema, PhotonResponseSchema } from './osrm.schema';
import { decodePlaceId, encodePlaceId } from './place-id';

describe('Photon mapping', () => {
  const suggestions = photonToSuggestions(PhotonResponseSchema.parse(PHOTON_SAMPLE));

  it('keeps Czech places only and builds label, second line and place name', () => {
    expect(suggestions.map(({ label, secondary, name }) => ({ label, secondary, name }))).toEqual([
      {
        label: 'Mírové náměstí',
        secondary: 'Litoměřice, Ústecký kraj',
        name: 'Mírové náměstí, 412 01 Litoměřice',
      },
      {
        label: 'Mírové náměstí 15/7',
        secondary: 'Litoměřice, Ústecký kraj',
        name: 'Mírové náměstí 15/7, 412 01 Litoměřice',
      },
      { label: 'Bechlín', secondary: 'okres Litoměřice, Ústecký kraj', name: 'Bechlín, okres Litoměřice' },
      {
        label: 'Muzeum',
        secondary: 'Václavské náměstí 68, Praha',
        name: 'Muzeum, Václavské náměstí 68, 110 00 Praha',
      },
    ]);
  });

  it('carries coordinates and ids that resolve to the same place without another call', () => {
    for (const suggestion of suggestions) {
      expect(suggestion.id).toMatch(/^[A-Za-z0-9_:.,-]+$/);
      expect(decodePlaceId(suggestion.id)).toEqual({
        lat: Number(suggestion.lat?.toFixed(6)),
        lng: Number(suggestion.lng?.toFixed(6)),
        name: suggestion.name,
      });
    }
    expect(suggestions[0]).toMatchObject({ lat: 50.5335864, lng: 14.1317621 });
  });

  it('refuses features without coordinates', () => {
    expect(PhotonResponseSchema.safeParse({ features: [{ properties: {} }] }).success).toBe(false);
    expect(PhotonResponseSchema.safeParse({ type: 'FeatureCollection' }).success).toBe(false);
  });
});

describe('coordinate place ids', () => {
  it('round-trip, keep long names within the id limit and reject anything else', () => {
    const id = encodePlaceId({ lat: 50.1, lng: -0.5, name: 'Ž'.repeat(400) });
    expect(id.length).toBeLessThanOrEqual(512);
    expect(decodePlaceId(id)?.name).toBe('Ž'.repeat(180));
    expect(decodePlaceId('memory:litomerice:mirove-namesti')).toBeUndefined();
    expect(decodePlaceId('geo:95.000000,14.000000:QQ')).toBeUndefined();
    expect(decodePlaceId('geo:50.500000,14.000000:')).toEqual({
      lat: 50.5,
      lng: 14,
      name: '50.500000, 14.000000',
    });
  });
});

describe('OSRM mapping', () => {
  it('sums every leg of the first route and turns [lng, lat] into [lat, lng]', () => {
    expect(osrmToRoute(OsrmRouteResponseSchema.parse(OSRM_ROUTE_SAMPLE))).toEqual({
      distanceMetres: 7991,
      durationSeconds: 632,
      path: [
        [50.533586, 14.131762],
        [50.526221, 14.105412],
        [50.515024, 14.051085],
      ],
    });
  });

  it('reads an answer without routes as no route and refuses other shapes', () => {
    expect(osrmToRoute(OsrmRouteResponseSchema.parse({ code: 'NoRoute' }))).toBeUndefined();
    expect(OsrmRouteResponseSchema.safeParse({ routes: [] }).success).toBe(false);
    expect(
      OsrmRouteResponseSchema.safeParse({ code: 'Ok', routes: [{ legs: [{ distance: '1' }], geometry: {} }] })
        .success,
    ).toBe(false);
  });
});

describe('OSRM table mapping', () => {
  it("reads each source's time to the one destination, null where OSRM found no route", () => {
    const table = OsrmTableResponseSchema.parse(OSRM_TABLE_SAMPLE);
    expect(osrmTableToTimes(table, 3)).toEqual([
      { durationSeconds: 412.7, distanceMetres: 5120.4 },
      { durationSeconds: 95.3, distanceMetres: 802.9 },
      null,
    ]);
  });

  it('reads a table without distances (a server built without them) as distance 0, and missing rows as no route', () => {
    const table = OsrmTableResponseSchema.parse({ code: 'Ok', durations: [[61.2]] });
    expect(osrmTableToTimes(table, 2)).toEqual([{ durationSeconds: 61.2, distanceMetres: 0 }, null]);
  });

  it('refuses negative or non-numeric times', () => {
    expect(OsrmTableResponseSchema.safeParse({ code: 'Ok', durations: [[-1]] }).success).toBe(false);
    expect(OsrmTableResponseSchema.safeParse({ code: 'Ok', durations: [['61']] }).success).toBe(false);
  });
});
