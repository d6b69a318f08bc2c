/** The gallery `/galerie`. */
export const gallery = {
  meta: {
    title: 'Galerie – {name}',
    description: 'Ilustrace našich vozů a míst v Litoměřicích a okolí, kam vás každý den vozíme.',
  },
  title: 'Galerie',
  intro:
    'Ilustrace našich vozů a míst, kam vás v Litoměřicích a okolí každý den vozíme. Klepnutím obrázek zvětšíte.',
  tile: 'Obrázek {number}: {alt}. Zvětšit',
  dialog: 'Obrázek {number} z {count}',
  dialogClosed: 'Obrázek',
  close: 'Zavřít obrázek',
  previous: 'Předchozí obrázek',
  next: 'Další obrázek',
  keys: 'Šipkami na klávesnici přejdete na další obrázek.',
  /** The 19 pictures in order (spec: numbered 1 to 19). */
  alts: [
    'Žluté taxi v noci na Mírovém náměstí v Litoměřicích',
    'Taxi čeká před katedrálou svatého Štěpána na Dómském pahorku',
    'Střešní svítilna TAXI zblízka za soumraku',
    'Pohled ze zadních sedadel přes čelní sklo na noční město',
    'Osmimístný vůz pro skupiny a rodiny',
    'Taxi projíždí po mostě přes Labe při západu slunce',
    'Vůz mezi vinicemi nad Litoměřicemi',
    'Taxi před vlakovým nádražím Litoměřice',
    'Noční jízda osvětlenými ulicemi města',
    'Taxi čeká před hotelem v centru města',
    'Platební terminál pro bezkontaktní platbu kartou ve voze',
    'Taxi v zimě na zasněženém náměstí',
    'Vůz zaparkovaný u domu U Kalicha',
    'Pohled z místa řidiče na palubní desku a navigaci s trasou',
    'Dvě taxi připravená na stanovišti',
    'Taxi na silnici v podzimní krajině Českého středohoří',
    'Zavazadla v otevřeném kufru vozu',
    'Taxi za deštivého večera s odrazy světel na dlažbě',
    'Ranní výjezd taxi z centra Litoměřic',
  ],
} as const;
