import { foldText, isLocalTrip } from '@taxi/contracts';
import { USTECKY_KRAJ, haversineMetres } from '@/geography';
import { MAX_SUGGESTIONS } from '@/modules/geo/geo.port';
import { findPlace, GAZETTEER, searchGazetteer } from './gazetteer';

const labels = (query: string) => searchGazetteer(query).map((place) => place.label);

describe('gazetteer search', () => {
  it('ignores case and diacritics in both directions', () => {
    expect(labels('usti')[0]).toBe('Ústí nad Labem');
    expect(labels('ÚSTÍ NAD')[0]).toBe('Ústí nad Labem');
    expect(labels('litomerice')[0]).toBe('Litoměřice');
    expect(labels('Žitenice')[0]).toBe('Žitenice');
  });

  it('matches a prefix of any word of the name, not only the first', () => {
    expect(labels('mir')[0]).toBe('Mírové náměstí');
    expect(labels('namesti')).toContain('Mírové náměstí');
    expect(labels('labem')).toContain('Ústí nad Labem');
    expect(labels('havla')).toEqual(['Letiště Václava Havla']);
  });

  it('accepts several words in any order and a partly typed last word', () => {
    expect(labels('usti nad l')[0]).toBe('Ústí nad Labem');
    expect(labels('nadrazi hlavni')).toContain('Litoměřice hlavní nádraží');
    expect(labels('msene-l')).toEqual(['Mšené-lázně']);
  });

  it('uses the second line to narrow a search ("praha letiste", "brezno most")', () => {
    expect(labels('praha letiste')).toEqual(['Letiště Václava Havla']);
    const brezno = searchGazetteer('male brezno most');
    expect(brezno.map((place) => place.secondary)).toEqual(['okres Most, Ústecký kraj']);
  });

  it('does not match inside words or on the second line alone', () => {
    expect(labels('omerice')).toEqual([]);
    expect(labels('ustecky')).toEqual([]);
    expect(labels('zzzz')).toEqual([]);
    expect(labels('  ')).toEqual([]);
  });

  it('ranks an exact name before names that start with it, and those before later-word matches', () => {
    expect(labels('most')[0]).toBe('Most');
    const most = labels('most');
    expect(most.indexOf('Mostná')).toBeGreaterThan(0);
    expect(labels('lovosice')[0]).toBe('Lovosice');
    const nadrazi = searchGazetteer('nadr');
    const tiers = nadrazi.map((place) => (foldText(place.label).startsWith('nadr') ? 0 : 1));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('puts the home town and its streets first among equally good matches, then larger and nearer places', () => {
    const lit = labels('lit');
    expect(lit[0]).toBe('Litoměřice');
    expect(lit.indexOf('Litvínov')).toBeGreaterThan(lit.indexOf('Litoměřice hlavní nádraží'));
    expect(labels('nemoc')[0]).toBe('Městská nemocnice');
    // Bohušovice (2 300 people, 6 km away) before Bořislav and Bohumín (far away).
    expect(labels('bo')[0]).toBe('Bohušovice nad Ohří');
    // A town before its own station.
    expect(labels('usti').slice(0, 2)).toEqual(['Ústí nad Labem', 'Ústí nad Labem hlavní nádraží']);
  });

  it('returns at most eight suggestions', () => {
    expect(searchGazetteer('b').length).toBe(MAX_SUGGESTIONS);
    expect(searchGazetteer('b', 3).length).toBe(3);
  });

  it('names Prague places so that a trip between two of them is local (flat tariff)', () => {
    const [square] = searchGazetteer('vaclavske namesti');
    const [airport] = searchGazetteer('letiste vaclava havla');
    const [station] = searchGazetteer('praha hlavni nadrazi');
    expect(isLocalTrip(square?.name ?? '', airport?.name ?? '')).toBe(true);
    expect(isLocalTrip(station?.name ?? '', square?.name ?? '')).toBe(true);
    const [home] = searchGazetteer('mirove namesti');
    expect(isLocalTrip(home?.name ?? '', airport?.name ?? '')).toBe(false);
  });
});

describe('gazetteer data', () => {
  const counts = Object.fromEntries(USTECKY_KRAJ.map((data) => [data.district, data.municipalities.length]));

  it('covers every municipality of the Ústí nad Labem region (354 in seven districts)', () => {
    expect(counts).toEqual({
      Litoměřice: 105,
      Děčín: 52,
      Chomutov: 44,
      Louny: 70,
      Most: 26,
      Teplice: 34,
      'Ústí nad Labem': 23,
    });
    const region = GAZETTEER.filter((place) => place.secondary.startsWith('okres '));
    expect(region.length).toBe(354);
  });

  it('has no municipality twice in a district', () => {
    for (const data of USTECKY_KRAJ) {
      const names = data.municipalities.map(([name]) => name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('places every municipality inside the region and within 45 km of its district town', () => {
    for (const data of USTECKY_KRAJ) {
      const seat = data.municipalities.find(([name]) => name === data.district);
      expect(seat).toBeDefined();
      const [, seatLat = 0, seatLng = 0] = seat ?? [];
      for (const [name, lat, lng] of data.municipalities) {
        expect({ name, inRegion: lat > 50.1 && lat < 51.06 && lng > 12.9 && lng < 14.7 }).toEqual({
          name,
          inRegion: true,
        });
        const km = haversineMetres({ lat, lng }, { lat: seatLat, lng: seatLng }) / 1000;
        expect({ name, near: km < 45 }).toEqual({ name, near: true });
      }
    }
  });

  it('has unique ids that the lookup finds, and every place inside the Czech Republic', () => {
    const ids = GAZETTEER.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const place of GAZETTEER) {
      expect(place.id).toMatch(/^memory:[a-z0-9-]+:[a-z0-9-]+$/);
      expect(findPlace(place.id)).toBe(place);
      expect(place.lat).toBeGreaterThan(48.55);
      expect(place.lat).toBeLessThan(51.06);
      expect(place.lng).toBeGreaterThan(12.09);
      expect(place.lng).toBeLessThan(18.87);
    }
    expect(
      GAZETTEER.filter((place) => place.secondary.includes('kraj') && !place.secondary.startsWith('okres '))
        .length,
    ).toBeGreaterThan(60);
  });
});
