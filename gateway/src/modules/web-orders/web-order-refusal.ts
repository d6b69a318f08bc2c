import type { WebOrderCode } from '@taxi/contracts';
import { ApiHttpException } from '@/common/errors/api-http.exception';

const STATUS: Record<WebOrderCode, number> = {
  'web-orders-unavailable': 503,
  'outside-hours': 422,
  'preorder-window': 422,
  'preorders-unavailable': 422,
  refused: 422,
  limited: 429,
  'not-a-person': 422,
  'quote-expired': 409,
  'place-unknown': 409,
  'route-unavailable': 422,
  failed: 502,
  'link-expired': 410,
  'not-cancellable': 409,
};

/** Czech for logs and API users; the public page words the code in its own language. */
const MESSAGES: Record<WebOrderCode, string> = {
  'web-orders-unavailable': 'Objednávky z webu teď nepřijímáme. Zavolejte nám prosím.',
  'outside-hours': 'Mimo provozní dobu jízdy nepřijímáme.',
  'preorder-window': 'Čas jízdy musí být nejdříve za 30 minut a nejpozději za 14 dní.',
  'preorders-unavailable': 'Jízdu na určitý čas teď z webu objednat nelze. Zavolejte nám prosím.',
  refused: 'Objednávku nelze přijmout. Zavolejte nám prosím.',
  limited: 'Příliš mnoho objednávek. Zkuste to prosím později, nebo nám zavolejte.',
  'not-a-person': 'Formulář byl odeslán příliš rychle. Zkuste to prosím znovu.',
  'quote-expired': 'Cena už neplatí. Spočítejte ji prosím znovu.',
  'place-unknown': 'Místo vyberte prosím z nabídky vyhledávání.',
  'route-unavailable': 'Mezi zadanými místy se nepodařilo najít trasu.',
  failed: 'Objednávku se nepodařilo odeslat. Zavolejte nám prosím.',
  'link-expired': 'Odkaz už neplatí.',
  'not-cancellable': 'Řidič už jízdu má. Zrušit ji můžete telefonicky.',
};

/** A web order refused with its code (`{ message, code }`), e.g. outside the opening hours. */
export function webOrderRefusal(code: WebOrderCode, headers: Record<string, string> = {}): ApiHttpException {
  return new ApiHttpException(STATUS[code], { message: MESSAGES[code], code }, headers);
}
