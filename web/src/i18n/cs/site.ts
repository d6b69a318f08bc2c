/** The header, footer and what every public page shares. */
export const site = {
  skipLink: 'Přeskočit na obsah',
  navLabel: 'Hlavní navigace',
  menu: 'Menu',
  nav: {
    pricing: 'Ceník',
    about: 'O nás',
    services: 'Aplikace',
    contact: 'Kontakt',
    gallery: 'Galerie',
    order: 'Objednat',
  },
  /** The header's link to the open web order this device remembers. */
  yourRide: 'Vaše jízda',
  session: { signedOut: 'Přihlásit se', signedIn: 'Administrace' },
  languages: 'Jazyk',
  appRebuild: {
    title: 'Aplikace je dočasně nedostupná',
    text: 'Kompletně ji pro vás předěláváme. Těšíme se na vás v novém roce!',
    byPhone: 'Taxi si mezitím objednáte telefonem.',
  },
  footer: {
    tagline: 'Inovativní taxislužba, u které si jízdu objednáte snadno a taxi pro vás přijede rychle.',
    pages: 'Stránky',
    contact: 'Kontakt',
    legal: 'Informace',
    social: 'Sledujte nás',
    privacyPolicy: 'Zásady ochrany osobních údajů',
    terms: 'Obchodní podmínky',
    deleteRequest: 'Žádost o smazání účtu',
    copyright: '© {year} {name}. Všechna práva vyhrazena.',
    agency: 'Web vytvořila agentura {agency}.',
  },
  backToTop: 'Zpět nahoru',
  newWindow: '(otevře se v novém okně)',
  /** Offered to a visitor whose browser prefers this language, on a page in another. */
  hint: {
    label: 'Jazyk stránky',
    text: 'Tato stránka je i v češtině.',
    link: 'Přečíst česky',
    dismiss: 'Ne, děkuji',
  },
} as const;
