import type { Place } from '@taxi/contracts';

/** `town` tells in-town trips (slower) from trips between towns. */
export type SeedPlace = Place & { town: string };

function place(
  street: string,
  postcode: string,
  town: string,
  lat: number,
  lng: number,
  district = town,
): SeedPlace {
  return { name: `${street}, ${postcode} ${district}, Česko`, lat, lng, town };
}

/** Real addresses in Litoměřice, approximate coordinates. */
export const HOME_TOWN_PLACES: readonly SeedPlace[] = [
  place('Mírové náměstí 15/7', '412 01', 'Litoměřice', 50.5336, 14.1318),
  place('Dlouhá 35/8', '412 01', 'Litoměřice', 50.5343, 14.1296),
  place('Novobranská 4', '412 01', 'Litoměřice', 50.5322, 14.1306),
  place('Michalská 7/3', '412 01', 'Litoměřice', 50.5327, 14.1336),
  place('Jarošova 2', '412 01', 'Litoměřice', 50.5352, 14.1279),
  place('Palackého 714/21', '412 01', 'Litoměřice', 50.5361, 14.1262),
  place('Masarykova 247/1', '412 01', 'Litoměřice', 50.5346, 14.1365),
  place('Českolipská 1985', '412 01', 'Litoměřice', 50.5429, 14.1448),
  place('Žitenická 2084/18', '412 01', 'Litoměřice', 50.5384, 14.1452),
  place('Na Valech 2028/24', '412 01', 'Litoměřice', 50.5318, 14.1362),
  place('Sady Pionýrů 1452/16', '412 01', 'Litoměřice', 50.5305, 14.1279),
  place('Kosmonautů 1895/4', '412 01', 'Litoměřice', 50.5462, 14.1391),
  place('Alšova 1573', '412 01', 'Litoměřice', 50.5397, 14.1338),
  place('Teplická 1627/3', '412 01', 'Litoměřice', 50.5381, 14.1214),
  place('Mostná 2040/10', '412 01', 'Litoměřice', 50.5401, 14.1242),
  place('Rybářské náměstí 12/4', '412 01', 'Litoměřice', 50.5312, 14.1389),
  place('Lidická 1138/57', '412 01', 'Litoměřice', 50.5372, 14.1402),
  place('Husova 142/6', '412 01', 'Litoměřice', 50.5334, 14.1254),
  place('Pokratická 1011/85', '412 01', 'Litoměřice', 50.5468, 14.1328),
  place('Na Kocandě 2031', '412 01', 'Litoměřice', 50.5492, 14.1452),
  place('Revoluční 2057/13', '412 01', 'Litoměřice', 50.5355, 14.1178),
  place('Na Střelnici 1297/1', '412 01', 'Litoměřice', 50.5407, 14.1207),
];

/** Towns around Litoměřice, centres or stations. */
export const REGION_PLACES: readonly SeedPlace[] = [
  place('Školní 407/2', '410 02', 'Lovosice', 50.515, 14.0511),
  place('Nádražní 60/1', '410 02', 'Lovosice', 50.5163, 14.0479),
  place('náměstí ČSA 179', '411 55', 'Terezín', 50.5106, 14.1505),
  place('Nádražní 320', '411 56', 'Bohušovice nad Ohří', 50.4946, 14.1528),
  place('Karlovo náměstí 21', '413 01', 'Roudnice nad Labem', 50.4253, 14.2615),
  place('Mírové náměstí 163', '411 08', 'Štětí', 50.453, 14.3743),
  place('Mírové náměstí 72', '411 45', 'Úštěk', 50.5848, 14.3449),
  place('Velké Žernoseky 138', '411 01', 'Velké Žernoseky', 50.5396, 14.0625),
  place('Žalhostice 26', '411 01', 'Žalhostice', 50.5262, 14.1054),
  place('Křešice 3', '411 48', 'Křešice', 50.5223, 14.2162),
  place('Masarykovo náměstí 1', '411 13', 'Třebenice', 50.4838, 13.9918),
  place('Zámecká 1', '411 17', 'Libochovice', 50.4065, 14.0442),
  place('Hlavní nádraží, Železničářská 1386/1', '400 01', 'Ústí nad Labem', 50.6595, 14.0445),
  place('Mírové náměstí 37', '400 01', 'Ústí nad Labem', 50.6607, 14.0323),
  place('Radniční 1/2', '434 01', 'Most', 50.503, 13.6362),
  place('Náměstí Svobody 1', '415 01', 'Teplice', 50.6404, 13.8245),
  place('Masarykovo náměstí 1', '405 02', 'Děčín', 50.7822, 14.2148),
  place('náměstí Svobody 1', '438 01', 'Žatec', 50.3272, 13.5457),
  place('Mírové náměstí 35', '440 01', 'Louny', 50.357, 13.7967),
];

/** A few Prague addresses: trips within Prague use the local flat tariff. */
export const PRAGUE_PLACES: readonly SeedPlace[] = [
  place('Václavské náměstí 846/1', '110 00', 'Praha', 50.081, 14.427, 'Praha 1'),
  place('Staroměstské náměstí 1/3', '110 00', 'Praha', 50.0875, 14.4213, 'Praha 1'),
  place('Wilsonova 300/8', '120 00', 'Praha', 50.0831, 14.4353, 'Praha 2'),
  place('Aviatická 1017/2', '161 00', 'Praha', 50.1008, 14.26, 'Praha 6'),
  place('Partyzánská 1546/26', '170 00', 'Praha', 50.1095, 14.4406, 'Praha 7'),
  place('V Úvalu 84/1', '150 06', 'Praha', 50.075, 14.341, 'Praha 5'),
  place('Křižíkova 2110/2b', '186 00', 'Praha', 50.0895, 14.4394, 'Praha 8'),
  place('Plzeňská 8', '150 00', 'Praha', 50.071, 14.4035, 'Praha 5'),
];
