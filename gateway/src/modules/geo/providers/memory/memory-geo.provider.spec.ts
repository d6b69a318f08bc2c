import { PlaceIdParamSchema } from '@taxi/contracts';
import { MemoryGeoProvider, searchWithHouseNumber } from './memory-geo.provider';

describe('memory place search with a house number', () => {
  it('keeps "Mírové náměstí 15" in the place name, at the square\'s coordinates', async () => {
    const [first] = searchWithHouseNumber('Mírové náměstí 15');
    const [square] = searchWithHouseNumber('Mírové náměstí');
    expect(first).toMatchObject({
      label: 'Mírové náměstí 15',
      name: 'Mírové náměstí 15, Litoměřice',
      lat: square?.lat,
      lng: square?.lng,
    });
    expect(PlaceIdParamSchema.safeParse(first?.id).success).toBe(true);
    await expect(new MemoryGeoProvider().resolvePlace(first!.id)).resolves.toEqual({
      lat: square?.lat,
      lng: square?.lng,
      name: 'Mírové náměstí 15, Litoměřice',
    });
  });

  it('works without diacritics and with a partly typed street', () => {
    expect(searchWithHouseNumber('mirove nam 15')[0]?.name).toBe('Mírové náměstí 15, Litoměřice');
    expect(searchWithHouseNumber('Dlouhá 42/7')[0]?.name).toBe('Dlouhá 42/7, Litoměřice');
  });

  it('still finds a place whose own name carries the number first', () => {
    const praha = searchWithHouseNumber('Anděl Praha 5');
    expect(praha[0]?.name).toBe('Anděl, Praha 5');
  });

  it('answers as before when nothing is numbered', () => {
    expect(searchWithHouseNumber('Lovosice')[0]?.name).toBe('Lovosice, okres Litoměřice');
    expect(searchWithHouseNumber('Lovosice 12')[0]?.name).toBe('Lovosice 12, okres Litoměřice');
  });
});
