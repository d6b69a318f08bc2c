/** The landing page `/` (its key is the page's: `home`). */
export const home = {
  meta: {
    title: '{name} – po městě za {price}, až {persons} osob',
    description:
      'Místní taxi v Litoměřicích: jízda po městě za {price}, vozy až pro {persons} osob a zkušení řidiči. Volejte {phone} nebo nám napište.',
  },
  poster: {
    label: 'Plakát s aktuální nabídkou',
    close: 'Zavřít plakát',
    alt: 'Plakát {name}: jízda po městě za {price}, až {persons} osob, objednávky na telefonu {phone}',
  },
  hero: {
    eyebrow: 'Místní taxi v Litoměřicích',
    offer: 'Rozvoz po městě za {price}, až {persons} osob.',
    lead: 'Rychlé přistavení, čisté vozy a řidiči, kteří znají každou ulici. Objednejte online nebo zavolejte a do pár minut jsme u vás.',
    order: 'Objednat taxi',
    call: 'Zavolat {phone}',
    cars: 'Vozy pro 4 i {persons} cestujících',
    hours: '{weekdays}, o víkendu i v noci',
    badge: 'jízda po Litoměřicích',
    alt: 'Žluté taxi Taxi Litoměřice večer na Mírovém náměstí',
  },
  benefits: {
    eyebrow: 'Proč jezdit s námi',
    title: 'Taxi, na které se můžete spolehnout',
    items: [
      {
        title: 'Cena',
        text: 'Po Litoměřicích jezdíme za jednotných {price}. Cenu znáte předem, bez příplatků za zavazadla.',
      },
      {
        title: 'Pohodlí',
        text: 'Čisté klimatizované vozy s prostorným kufrem. Odvezeme až {persons} osob najednou, klidně i s kočárkem.',
      },
      {
        title: 'Profesionální řidiči',
        text: 'Zkušení místní řidiči, kteří znají zkratky i objížďky. Jezdí ohleduplně a přijedou včas.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Ceník',
    title: 'Ceny najdete přímo ve vozech',
    lead: 'Aktuální ceník máme vylepený v každém našem voze, takže cenu jízdy vidíte ještě před nástupem. Po městě platí jedna jednoduchá cena.',
    cardTitle: 'Jízda po Litoměřicích',
    perRide: 'za jízdu',
    points: [
      'Stejná cena pro 1 i {persons} cestujících v jednom voze',
      'Platba hotově, kartou i bezkontaktně',
      'Cenu jízdy mimo město vám řidič nebo dispečink řekne předem',
    ],
    reviewsTitle: 'Jak se s námi jezdí?',
    reviewsText:
      'Nevěřte jen nám. Přečtěte si, co o našich řidičích a vozech píší zákazníci, a po jízdě nám klidně napište své hodnocení.',
    reviewsLink: 'Recenze na Googlu',
  },
  about: {
    eyebrow: 'O nás',
    title: 'Litoměřická taxislužba od sousedů pro sousedy',
    paragraphs: [
      'Jsme místní firma a Litoměřice známe jako své boty – od Mírového náměstí přes Předměstí až po Pokratice. Vozíme lidi do práce i na vlak, děti na kroužky, seniory k lékaři a o víkendu všechny, kdo se chtějí v klidu vrátit domů z vinárny nebo z koncertu.',
      'Zakládáme si na férové ceně, dochvilnosti a na tom, aby se u nás každý cítil bezpečně.',
    ],
    points: [
      'Sídlo v centru města: {address}',
      'Osobní vozy i velký vůz až pro {persons} osob',
      'Jezdíme i v noci z pátku na sobotu a ze soboty na neděli',
    ],
    alt: 'Vůz Taxi Litoměřice před katedrálou svatého Štěpána',
  },
  app: {
    eyebrow: 'Aplikace',
    title: 'Mobilní aplikace {name}',
    lead: 'Taxi si v naší aplikaci pro Android objednáte na pár klepnutí a celou jízdu máte pod kontrolou.',
    features: [
      {
        title: 'Objednávka jízdy',
        text: 'Zadáte, kde jste a kam jedete, a taxi je na cestě. Bez volání a bez čekání na lince.',
      },
      {
        title: 'Odhad ceny',
        text: 'Ještě před objednáním uvidíte, kolik zhruba zaplatíte. Žádná překvapení na konci jízdy.',
      },
      {
        title: 'Hotově, kartou i bezkontaktně',
        text: 'Platíte, jak je vám to milejší: hotově, kartou nebo bezkontaktně telefonem či hodinkami.',
      },
      {
        title: 'Taxi živě na mapě',
        text: 'Na mapě sledujete, kde vaše taxi právě je a za jak dlouho bude u vás.',
      },
    ],
    note: 'Aplikaci právě kompletně předěláváme a nová verze bude k dispozici v novém roce. Do té doby nás prosím kontaktujte telefonem.',
    alt: 'Náhled mobilní aplikace s mapou a polohou přijíždějícího taxi',
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Zavolejte, napište, nebo se zastavte',
    lead: 'Taxi nejrychleji objednáte telefonicky. Na dotazy, poptávky větších skupin a firemní jízdy odpovídáme také e-mailem.',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adresa',
    hours: 'Otevírací doba',
    formTitle: 'Napište nám',
  },
  /** Opening hours as this language writes them (spec section 9). */
  hours: ['Po–Čt 7:00–22:00', 'Pá 7:00 – So 5:00', 'So 20:00 – Ne 5:00'],
  /** The business for search engines (schema.org). */
  business: {
    description: 'Místní taxi v Litoměřicích: jízda po městě za {price}, vozy až pro {persons} osob.',
    priceRange: 'od {price}',
    paymentAccepted: 'Hotově, platební karta, bezkontaktní platba',
    areaServed: 'Litoměřice a okolí',
  },
} as const;
