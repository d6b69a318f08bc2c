import type { TownRow } from './gazetteer-data.types';

const PRAHA = 'Hlavní město Praha';
const STREDOCESKY = 'Středočeský kraj';
const JIHOCESKY = 'Jihočeský kraj';
const PLZENSKY = 'Plzeňský kraj';
const KARLOVARSKY = 'Karlovarský kraj';
const LIBERECKY = 'Liberecký kraj';
const KRALOVEHRADECKY = 'Královéhradecký kraj';
const PARDUBICKY = 'Pardubický kraj';
const VYSOCINA = 'Kraj Vysočina';
const JIHOMORAVSKY = 'Jihomoravský kraj';
const OLOMOUCKY = 'Olomoucký kraj';
const ZLINSKY = 'Zlínský kraj';
const MORAVSKOSLEZSKY = 'Moravskoslezský kraj';

/**
 * The largest towns of the Czech Republic outside the Ústí nad Labem region (whose towns are in the
 * district lists), plus the towns on the usual routes to Prague. Town centres, approximate populations.
 */
export const CZ_TOWNS: readonly TownRow[] = [
  ['Praha', 50.0875, 14.4213, 1380000, PRAHA],
  ['Brno', 49.1951, 16.6068, 398000, JIHOMORAVSKY],
  ['Ostrava', 49.8209, 18.2625, 283000, MORAVSKOSLEZSKY],
  ['Plzeň', 49.7475, 13.3776, 185000, PLZENSKY],
  ['Liberec', 50.7671, 15.0562, 107000, LIBERECKY],
  ['Olomouc', 49.5938, 17.2509, 102000, OLOMOUCKY],
  ['České Budějovice', 48.9745, 14.4743, 97000, JIHOCESKY],
  ['Hradec Králové', 50.2092, 15.8328, 93000, KRALOVEHRADECKY],
  ['Pardubice', 50.0343, 15.7812, 92000, PARDUBICKY],
  ['Zlín', 49.2265, 17.6707, 75000, ZLINSKY],
  ['Havířov', 49.7798, 18.4369, 70000, MORAVSKOSLEZSKY],
  ['Kladno', 50.1473, 14.1029, 69000, STREDOCESKY],
  ['Opava', 49.9387, 17.9026, 56000, MORAVSKOSLEZSKY],
  ['Frýdek-Místek', 49.6881, 18.3536, 55000, MORAVSKOSLEZSKY],
  ['Jihlava', 49.3961, 15.5912, 54000, VYSOCINA],
  ['Karviná', 49.854, 18.5416, 50000, MORAVSKOSLEZSKY],
  ['Karlovy Vary', 50.231, 12.8711, 48000, KARLOVARSKY],
  ['Mladá Boleslav', 50.4113, 14.9032, 47000, STREDOCESKY],
  ['Jablonec nad Nisou', 50.7243, 15.1711, 46000, LIBERECKY],
  ['Prostějov', 49.4719, 17.1118, 43000, OLOMOUCKY],
  ['Přerov', 49.4551, 17.4509, 41000, OLOMOUCKY],
  ['Česká Lípa', 50.6856, 14.5377, 37000, LIBERECKY],
  ['Třebíč', 49.2148, 15.8818, 35000, VYSOCINA],
  ['Třinec', 49.6776, 18.6708, 34000, MORAVSKOSLEZSKY],
  ['Tábor', 49.4144, 14.6578, 34000, JIHOCESKY],
  ['Znojmo', 48.8555, 16.0488, 34000, JIHOMORAVSKY],
  ['Kolín', 50.0281, 15.2006, 33000, STREDOCESKY],
  ['Příbram', 49.6899, 14.0104, 32000, STREDOCESKY],
  ['Cheb', 50.0796, 12.3739, 32000, KARLOVARSKY],
  ['Písek', 49.3088, 14.1475, 30000, JIHOCESKY],
  ['Trutnov', 50.561, 15.9127, 30000, KRALOVEHRADECKY],
  ['Orlová', 49.8453, 18.4301, 28000, MORAVSKOSLEZSKY],
  ['Kroměříž', 49.2979, 17.3931, 28000, ZLINSKY],
  ['Vsetín', 49.3387, 17.9962, 25000, ZLINSKY],
  ['Šumperk', 49.9653, 16.9706, 25000, OLOMOUCKY],
  ['Uherské Hradiště', 49.0698, 17.4597, 25000, ZLINSKY],
  ['Břeclav', 48.759, 16.882, 25000, JIHOMORAVSKY],
  ['Hodonín', 48.8489, 17.1324, 24000, JIHOMORAVSKY],
  ['Krnov', 50.0897, 17.7039, 23000, MORAVSKOSLEZSKY],
  ['Český Těšín', 49.7461, 18.6261, 24000, MORAVSKOSLEZSKY],
  ['Nový Jičín', 49.5944, 18.0103, 23000, MORAVSKOSLEZSKY],
  ['Havlíčkův Brod', 49.6079, 15.5807, 23000, VYSOCINA],
  ['Chrudim', 49.9511, 15.7956, 23000, PARDUBICKY],
  ['Strakonice', 49.2614, 13.9024, 22000, JIHOCESKY],
  ['Valašské Meziříčí', 49.4718, 17.9711, 22000, ZLINSKY],
  ['Kopřivnice', 49.5995, 18.1448, 22000, MORAVSKOSLEZSKY],
  ['Klatovy', 49.3955, 13.2951, 22000, PLZENSKY],
  ['Sokolov', 50.1813, 12.6401, 22000, KARLOVARSKY],
  ['Žďár nad Sázavou', 49.5627, 15.9393, 21000, VYSOCINA],
  ['Jindřichův Hradec', 49.1441, 15.003, 21000, JIHOCESKY],
  ['Vyškov', 49.2775, 16.999, 21000, JIHOMORAVSKY],
  ['Bohumín', 49.9042, 18.3575, 20000, MORAVSKOSLEZSKY],
  ['Beroun', 49.9638, 14.072, 20000, STREDOCESKY],
  ['Náchod', 50.4167, 16.1629, 19000, KRALOVEHRADECKY],
  ['Blansko', 49.363, 16.6445, 20000, JIHOMORAVSKY],
  ['Brandýs nad Labem-Stará Boleslav', 50.1871, 14.6633, 20000, STREDOCESKY],
  ['Kutná Hora', 49.9484, 15.2682, 21000, STREDOCESKY],
  ['Mělník', 50.3505, 14.4741, 19000, STREDOCESKY],
  ['Kralupy nad Vltavou', 50.2411, 14.3115, 18000, STREDOCESKY],
  ['Hranice', 49.548, 17.7347, 18000, OLOMOUCKY],
  ['Otrokovice', 49.2099, 17.5307, 17000, ZLINSKY],
  ['Benešov', 49.7816, 14.6869, 17000, STREDOCESKY],
  ['Říčany', 49.9917, 14.6543, 17000, STREDOCESKY],
  ['Slaný', 50.2305, 14.0869, 17000, STREDOCESKY],
  ['Rakovník', 50.1037, 13.7334, 16000, STREDOCESKY],
  ['Jičín', 50.4372, 15.3517, 16000, KRALOVEHRADECKY],
  ['Neratovice', 50.2593, 14.5176, 17000, STREDOCESKY],
  ['Nymburk', 50.1861, 15.0417, 15000, STREDOCESKY],
  ['Poděbrady', 50.1424, 15.1188, 15000, STREDOCESKY],
];
