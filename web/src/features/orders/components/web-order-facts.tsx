import type { WebOrderRecord } from '@taxi/contracts';
import { NO_VALUE } from '@/features/orders/utils/order-rows';
import { WebOrderBadge } from './web-order-badge';

// Here rather than beside the badge's text: only the detail, loaded on demand, names the language.
const LANGUAGES: Record<WebOrderRecord['language'], string> = {
  cs: 'čeština',
  de: 'němčina',
  en: 'angličtina',
};

const yesNo = (value: boolean) => (value ? 'ano' : 'ne');

/** What a web order's customer told the dispatcher, as rows of the order's detail list. */
export function WebOrderFacts({ record }: { record: WebOrderRecord }) {
  return (
    <>
      <dt>Původ</dt>
      <dd>
        <WebOrderBadge record={record} /> objednávka z webu
      </dd>
      <dt>Jazyk stránky</dt>
      <dd>{LANGUAGES[record.language]}</dd>
      <dt>Zavazadla</dt>
      <dd>{yesNo(record.luggage)}</dd>
      <dt>Dětská sedačka</dt>
      <dd>{yesNo(record.childSeat)}</dd>
      <dt>Poznámka zákazníka</dt>
      <dd data-note>{record.note?.trim() ? record.note : NO_VALUE}</dd>
    </>
  );
}
