/**
 * What the order and status pages share: the gateway's codes (`WEB_ORDER_CODES`) worded for a visitor,
 * each shown with the phone beside it (docs/web-orders.md).
 */
export const webOrder = {
  codes: {
    'web-orders-unavailable': 'Objednávky z webu teď nepřijímáme. Zavolejte nám prosím.',
    'outside-hours': 'V tuto dobu nejezdíme. Jezdíme {hours}.',
    'preorder-window': 'Čas jízdy zvolte nejdříve za 30 minut a nejpozději za 14 dní.',
    'preorders-unavailable': 'Jízdu na později teď z webu objednat nelze. Objednejte ji prosím telefonicky.',
    refused: 'Tuto objednávku z webu přijmout nemůžeme. Zavolejte nám prosím.',
    limited:
      'Objednávek nebo hledání je teď z vašeho telefonu či připojení příliš mnoho. Zavolejte nám prosím.',
    'not-a-person': 'Formulář přišel rychleji, než ho člověk vyplní. Zkontrolujte údaje a odešlete ho znovu.',
    'quote-expired': 'Cena už neplatila, spočítali jsme ji znovu. Zkontrolujte ji a objednávku odešlete.',
    'place-unknown': 'Místo prosím vyhledejte a vyberte ze seznamu znovu.',
    'route-unavailable': 'Mezi těmito místy jsme nenašli cestu autem. Zkuste jiná místa, nebo nám zavolejte.',
    failed: 'Objednávku se nepodařilo odeslat. Zavolejte nám prosím.',
    'link-expired':
      'Tento odkaz už neplatí: jízda skončila před více než 24 hodinami, nebo byla zrušena. Potřebujete-li něco, zavolejte nám.',
    'not-cancellable':
      'Jízdu už má řidič, online ji zrušit nejde. Chcete-li ji zrušit, zavolejte nám prosím.',
  },
  /** The opening hours as the refusals say them (the landing page lists them too). */
  hours: 'Po–Čt 7:00–22:00, Pá 7:00 – So 5:00, So 20:00 – Ne 5:00',
  /** Said when the gateway could not be reached (no code came back). */
  network: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.',
  /** Beside every refusal. */
  phoneLead: 'Telefon:',
} as const;
