import type { WebOrderCode } from '@taxi/contracts';
import { home } from '@/i18n/cs/home';

const hours = home.hours.join(', ');

/**
 * How the order page and the status page word the gateway's codes (docs/web-orders.md). One object a
 * language: the site is Czech today, and German and English join it as objects of the same shape.
 * A refusal is always shown with the phone beside it.
 */
export const WEB_ORDER_CODE_TEXTS: Readonly<Record<WebOrderCode, string>> = {
  'web-orders-unavailable': 'Objednávky z webu teď nepřijímáme. Zavolejte nám prosím.',
  'outside-hours': `V tuto dobu nejezdíme. Jezdíme ${hours}.`,
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
  'not-cancellable': 'Jízdu už má řidič, online ji zrušit nejde. Chcete-li ji zrušit, zavolejte nám prosím.',
};

/** Said when the gateway could not be reached (no code came back). */
export const NETWORK_TEXT = 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.';
/** Beside every refusal. */
export const PHONE_LEAD = 'Telefon:';
