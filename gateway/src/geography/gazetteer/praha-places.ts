import type { LocalPlaces } from './gazetteer-data.types';

const PRAHA = 'Hlavní město Praha';
const WEIGHT = 50000;

/** Well-known Prague addresses, so trips within Prague (the local flat tariff) can be ordered. */
export const PRAHA_PLACES: readonly LocalPlaces[] = [
  {
    town: 'Praha 1',
    region: PRAHA,
    weight: WEIGHT,
    places: [
      ['Václavské náměstí', 50.081, 14.427],
      ['Staroměstské náměstí', 50.0875, 14.4213],
      ['Náměstí Republiky', 50.088, 14.4283],
      ['Masarykovo nádraží', 50.0874, 14.4337],
      ['Pražský hrad', 50.0905, 14.4005],
      ['Karlův most', 50.0865, 14.4114],
      ['Národní divadlo', 50.081, 14.4135],
    ],
  },
  {
    town: 'Praha 2',
    region: PRAHA,
    weight: WEIGHT,
    places: [
      ['Praha hlavní nádraží', 50.0831, 14.4353],
      ['Karlovo náměstí', 50.0755, 14.4185],
      ['Náměstí Míru', 50.0753, 14.4375],
      ['Všeobecná fakultní nemocnice', 50.075, 14.423],
      ['Vyšehrad', 50.0645, 14.4185],
    ],
  },
  {
    town: 'Praha 5',
    region: PRAHA,
    weight: WEIGHT,
    places: [
      ['Anděl', 50.071, 14.4035],
      ['Smíchovské nádraží', 50.0612, 14.409],
      ['Fakultní nemocnice Motol', 50.075, 14.341],
      ['Zličín', 50.0535, 14.2905],
    ],
  },
  {
    town: 'Praha 6',
    region: PRAHA,
    weight: WEIGHT,
    places: [
      ['Letiště Václava Havla', 50.1008, 14.26],
      ['Dejvická', 50.1005, 14.393],
    ],
  },
  {
    town: 'Praha 7',
    region: PRAHA,
    weight: WEIGHT,
    places: [['Praha-Holešovice, nádraží', 50.1095, 14.4406]],
  },
  {
    town: 'Praha 8',
    region: PRAHA,
    weight: WEIGHT,
    places: [['Autobusové nádraží Florenc', 50.0895, 14.4394]],
  },
  {
    town: 'Praha 9',
    region: PRAHA,
    weight: WEIGHT,
    places: [
      ['O2 arena', 50.1045, 14.4935],
      ['Černý Most', 50.1085, 14.5775],
    ],
  },
  {
    town: 'Praha 10',
    region: PRAHA,
    weight: WEIGHT,
    places: [['Fakultní nemocnice Královské Vinohrady', 50.0745, 14.4665]],
  },
  {
    town: 'Praha 4',
    region: PRAHA,
    weight: WEIGHT,
    places: [['Westfield Chodov', 50.0315, 14.491]],
  },
];
