import { parseHouseNumberId, splitHouseNumber, withHouseNumber } from './house-number';

describe('house numbers in typed addresses', () => {
  it('splits a trailing house number in the Czech forms', () => {
    expect(splitHouseNumber('Mírové náměstí 15')).toEqual({ place: 'Mírové náměstí', houseNumber: '15' });
    expect(splitHouseNumber(' Dlouhá 1234/5a ')).toEqual({ place: 'Dlouhá', houseNumber: '1234/5a' });
    expect(splitHouseNumber('Žitenice 7b')).toEqual({ place: 'Žitenice', houseNumber: '7b' });
  });

  it('leaves text without a trailing number alone', () => {
    expect(splitHouseNumber('Mírové náměstí')).toBeUndefined();
    expect(splitHouseNumber('15')).toBeUndefined();
    expect(splitHouseNumber('náměstí 15 Litoměřice')).toBeUndefined();
    expect(splitHouseNumber('Dlouhá 123456')).toBeUndefined();
  });

  it("keeps the number in the label and the place name, with the street's coordinates", () => {
    const street = {
      id: 'memory:litomerice:mirove-namesti',
      label: 'Mírové náměstí',
      secondary: 'Litoměřice, Ústecký kraj',
      name: 'Mírové náměstí, Litoměřice',
      lat: 50.5336,
      lng: 14.1318,
    };
    const address = withHouseNumber(street, '15');
    expect(address).toEqual({
      ...street,
      id: 'memory:litomerice:mirove-namesti:n-15',
      label: 'Mírové náměstí 15',
      name: 'Mírové náměstí 15, Litoměřice',
    });
    expect(parseHouseNumberId(withHouseNumber(street, '1234/5a').id)).toEqual({
      id: street.id,
      houseNumber: '1234/5a',
    });
    expect(parseHouseNumberId(street.id)).toEqual({ id: street.id });
  });
});
