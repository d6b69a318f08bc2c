import { formatPhone } from '@/components/people-table/format-phone';

const PHONE_PARAM = 'phone';
/** Longer than any phone number: what a softphone sends beyond this is not a number. */
const MAX_LENGTH = 64;

/**
 * The caller's number a softphone put into `/admin/orders/create?phone=…`, as Telefon shows it.
 * Any common Czech spelling (`+420 777 123 456`, `777123456`, `00420777123456`, `777-123-456`,
 * `tel:` and `sip:` URIs) becomes "+420 777 123 456"; another country's number keeps its digits;
 * anything else is kept as sent, for the field's own message to point out, never dropped.
 */
export function phoneFromCall(search: string): string | null {
  // A literal "+" means plus here (softphones do not encode it), not the space of a form post.
  const raw = new URLSearchParams(search.replace(/\+/g, '%2B')).get(PHONE_PARAM)?.trim();
  if (!raw) {
    return null;
  }
  const text = raw.slice(0, MAX_LENGTH);
  const number = /^(?:tel:|sip:)?([+(\d][\d\s().\-/]*)(?:@.*)?$/i.exec(text)?.[1];
  if (!number) {
    return text;
  }
  const compact = number.replace(/[\s().\-/]/g, '');
  const czech = /^(?:\+420|00420|420)?(\d{9})$/.exec(compact);
  if (czech?.[1]) {
    return formatPhone(`+420${czech[1]}`);
  }
  return /^\+?\d{3,19}$/.test(compact) ? compact : text;
}
