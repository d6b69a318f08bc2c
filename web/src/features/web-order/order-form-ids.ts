import { ORDER_PAGE_ID } from './page-ids';

/** The ids the prerendered order page carries and its script looks up (one list for both). */
export const ORDER_IDS = {
  page: ORDER_PAGE_ID,
  loading: 'order-loading',
  closed: 'order-closed',
  closedText: 'order-closed-text',
  form: 'order-form',
  from: 'order-from',
  to: 'order-to',
  whenAsap: 'order-when-asap',
  whenLater: 'order-when-later',
  laterChoice: 'order-later-choice',
  laterFields: 'order-later',
  date: 'order-date',
  time: 'order-time',
  whenNote: 'order-when-note',
  people: 'order-people',
  name: 'order-name',
  phone: 'order-phone',
  luggage: 'order-luggage',
  childSeat: 'order-child-seat',
  note: 'order-note',
  website: 'order-website',
  consent: 'order-consent',
  quote: 'order-quote',
  quoteState: 'order-quote-state',
  quoteFigures: 'order-quote-figures',
  price: 'order-price',
  distance: 'order-distance',
  duration: 'order-duration',
  validUntil: 'order-valid-until',
  alert: 'order-alert',
  submit: 'order-submit',
} as const;

/** A place field's listbox and live status. */
export const placeListId = (fieldId: string) => `${fieldId}-options`;
export const placeStatusId = (fieldId: string) => `${fieldId}-status`;
/** Where a field's error is written (`aria-describedby` names it). */
export const errorId = (fieldId: string) => `${fieldId}-error`;
