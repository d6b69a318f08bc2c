import {
  applyVipDiscount,
  DEFAULT_TARIFF,
  isLocalTrip,
  metresToKm,
  quoteRide,
  secondsToMinutes,
  tariffPrice,
} from './tariff';

describe('tariff', () => {
  it('charges a flat 50 Kč for a local trip of fewer than 5 persons', () => {
    expect(tariffPrice({ km: 12.3, people: 4, isLocal: true })).toBe(50);
    expect(tariffPrice({ km: 0, people: 1, isLocal: true })).toBe(50);
  });

  it('charges a flat 60 Kč for a local trip of 5 or more persons', () => {
    expect(tariffPrice({ km: 12.3, people: 5, isLocal: true })).toBe(60);
    expect(tariffPrice({ km: 12.3, people: 8, isLocal: true })).toBe(60);
  });

  it('charges 40 Kč plus 28 Kč per km for fewer than 4 persons outside the local area', () => {
    expect(tariffPrice({ km: 10, people: 3, isLocal: false })).toBe(320);
    expect(tariffPrice({ km: 7.3, people: 1, isLocal: false })).toBe(244); // 40 + 204.4
  });

  it('charges 40 Kč plus 33 Kč per km for 4 or more persons outside the local area', () => {
    expect(tariffPrice({ km: 10, people: 4, isLocal: false })).toBe(370);
    expect(tariffPrice({ km: 2.5, people: 6, isLocal: false })).toBe(123); // 40 + 82.5 rounds up
  });

  it('rounds kilometres to one decimal and minutes to whole minutes', () => {
    expect(metresToKm(12_345)).toBe(12.3);
    expect(metresToKm(12_350)).toBe(12.4);
    expect(metresToKm(0)).toBe(0);
    expect(secondsToMinutes(89)).toBe(1);
    expect(secondsToMinutes(90)).toBe(2);
  });

  it('treats a trip as local only when both place names contain the local area', () => {
    expect(isLocalTrip('Václavské náměstí, Praha 1', 'Letiště Václava Havla, Praha 6')).toBe(true);
    expect(isLocalTrip('Praha', 'Litoměřice')).toBe(false);
    expect(isLocalTrip('Litoměřice', 'Praha')).toBe(false);
    expect(isLocalTrip('PRAHA 4', 'praha 5')).toBe(true);
  });

  it('uses a configured local area and prices instead of the defaults', () => {
    const tariff = { ...DEFAULT_TARIFF, localArea: 'Litoměřice', localSmallGroupPrice: 70 };
    expect(isLocalTrip('Mírové náměstí, Litoměřice', 'Nádraží, Litomerice', tariff)).toBe(true);
    expect(tariffPrice({ km: 3, people: 2, isLocal: true }, tariff)).toBe(70);
  });

  it('quotes a whole ride from the route and the passengers', () => {
    const quote = quoteRide(
      {
        distanceMetres: 18_760,
        durationSeconds: 1_290,
        originName: 'Litoměřice',
        destinationName: 'Ústí nad Labem',
      },
      2,
    );
    expect(quote).toEqual({ km: 18.8, minutes: 22, price: 566, isLocal: false });
  });

  it('takes a VIP discount in percent off the price, in whole Kč', () => {
    expect(applyVipDiscount(566, 10)).toBe(509);
    expect(applyVipDiscount(50, 100)).toBe(0);
    expect(applyVipDiscount(50, 0)).toBe(50);
  });
});
