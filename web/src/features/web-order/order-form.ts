import { type IssueCode, type WebOrderAvailability, type WebQuote } from '@taxi/contracts';
import { publicPath } from '@/config/public-pages';
import { fill } from '@/i18n/fill-text';
import { clockTimeFormat, formatPrice } from '@/i18n/format';
import { LOCALE_INFO } from '@/i18n/locales';
import { errorId, ORDER_IDS as ID, placeListId, placeStatusId } from './order-form-ids';
import type { OrderWords } from './order-words';
import { enhancePlaceCombobox, type PickedPlace } from './place-combobox';
import { phoneLink, withPhone as phoneLine } from './phone-line';
import { preorderDateRange, rideTimeOf } from './ride-time';
import type { WebOrderApi, WebOrderFailure } from './web-order-api';
import { endFilling, fillingKey, storeRide } from './web-ride-storage';
import { failureText, wordCode } from './web-order-words';

export type OrderFormDeps = {
  api: Pick<WebOrderApi, 'availability' | 'places' | 'quote' | 'create'>;
  /** The page's language and its texts: the order goes with it, the dispatcher sees "Web · DE". */
  words: OrderWords;
  now?: () => Date;
  navigate?: (url: string) => void;
  /** The pause after a change before the ride is priced again (a burst of typing prices once). */
  quoteDelayMs?: number;
};

/** Fields whose 400 issue is shown beside them; any other goes to the form's alert. */
const FIELD_OF_ISSUE: Record<string, string> = {
  name: ID.name,
  phone: ID.phone,
  note: ID.note,
  consent: ID.consent,
};

function byId<E extends HTMLElement>(root: ParentNode, id: string): E {
  const element = root.querySelector<E>(`#${id}`);
  if (!element) {
    throw new Error(`The order page has no #${id}`);
  }
  return element;
}

/** A field's fault from the gateway's 400, worded from its code. */
function issueText(texts: OrderWords['order'], code: IssueCode | undefined, limit?: number): string {
  switch (code) {
    case 'required':
      return texts.required;
    case 'too_long':
      return fill(texts.tooLong, { limit: limit ?? '' });
    case 'invalid_format':
      return texts.phoneFormat;
    case 'invalid_email':
    case 'too_short':
    case 'invalid':
    case undefined:
      return texts.invalid;
  }
}

/**
 * The order page's form (`/objednat` and its German and English versions, docs/web-orders.md): asks whether orders are taken now, searches
 * the places, prices the ride before sending, and sends it once however often it is clicked or
 * retried. Enhances the prerendered markup of `OrderPage`.
 */
export function enhanceOrderForm(page: HTMLElement, deps: OrderFormDeps): void {
  const { api, words, now = () => new Date(), navigate = (url) => window.location.assign(url) } = deps;
  const T = words.order;
  const { locale } = words;
  const intl = LOCALE_INFO[locale].intl;
  const numberFormat = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  const validUntilFormat = clockTimeFormat(locale);
  const failed = (failure: WebOrderFailure) => failureText(words, failure);
  const withPhone = (target: HTMLElement, text: string) => phoneLine(target, text, words.webOrder.phoneLead);
  const quoteDelayMs = deps.quoteDelayMs ?? 300;
  const form = byId<HTMLFormElement>(page, ID.form);
  const loading = byId(page, ID.loading);
  const closed = byId(page, ID.closed);
  const closedText = byId(page, ID.closedText);
  const asap = byId<HTMLInputElement>(page, ID.whenAsap);
  const later = byId<HTMLInputElement>(page, ID.whenLater);
  const laterChoice = byId(page, ID.laterChoice);
  const laterFields = byId(page, ID.laterFields);
  const date = byId<HTMLInputElement>(page, ID.date);
  const time = byId<HTMLInputElement>(page, ID.time);
  const whenNote = byId(page, ID.whenNote);
  const people = byId<HTMLSelectElement>(page, ID.people);
  const name = byId<HTMLInputElement>(page, ID.name);
  const phone = byId<HTMLInputElement>(page, ID.phone);
  const luggage = byId<HTMLInputElement>(page, ID.luggage);
  const childSeat = byId<HTMLInputElement>(page, ID.childSeat);
  const note = byId<HTMLTextAreaElement>(page, ID.note);
  const website = byId<HTMLInputElement>(page, ID.website);
  const consent = byId<HTMLInputElement>(page, ID.consent);
  const quoteState = byId(page, ID.quoteState);
  const quoteFigures = byId(page, ID.quoteFigures);
  const alert = byId(page, ID.alert);
  const submit = byId<HTMLButtonElement>(page, ID.submit);

  let availability: WebOrderAvailability | null = null;
  const places: { from: PickedPlace | null; to: PickedPlace | null } = { from: null, to: null };
  let quote: WebQuote | null = null;
  let quoteRound = 0;
  let quoteTimer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const setSubmitLabel = (): void => {
    submit.textContent = sending
      ? T.sending
      : quote
        ? fill(T.submitPrice, { price: formatPrice(quote.price, locale) })
        : T.submit;
  };

  const setAlert = (text: string | null, phoneToo = true): void => {
    if (text === null) {
      alert.replaceChildren();
      alert.hidden = true;
      return;
    }
    alert.hidden = false;
    if (phoneToo) {
      withPhone(alert, text);
    } else {
      alert.textContent = text;
    }
  };

  const fieldError = (fieldId: string, text: string | null): void => {
    const field = byId<HTMLInputElement>(page, fieldId);
    const error = byId(page, errorId(fieldId));
    error.textContent = text ?? '';
    error.hidden = text === null;
    if (text === null) {
      field.removeAttribute('aria-invalid');
    } else {
      field.setAttribute('aria-invalid', 'true');
    }
  };
  const erroredFields = [ID.from, ID.to, ID.date, ID.name, ID.phone, ID.note, ID.consent];

  // The ride as the quote takes it.
  const mode = (): 'asap' | 'later' => (later.checked ? 'later' : 'asap');
  const rideTime = () => rideTimeOf(mode(), date.value, time.value);

  const showQuoteState = (text: string, phoneToo = false): void => {
    quoteFigures.hidden = true;
    if (phoneToo) {
      withPhone(quoteState, text);
    } else {
      quoteState.textContent = text;
    }
    quoteState.hidden = false;
  };

  const showQuote = (quoted: WebQuote): void => {
    byId(page, ID.price).textContent = formatPrice(quoted.price, locale);
    byId(page, ID.distance).textContent = `${numberFormat.format(quoted.distanceKm)}\u00a0km`;
    byId(page, ID.duration).textContent = `${Math.round(quoted.durationMin)}\u00a0min`;
    byId(page, ID.validUntil).textContent = fill(T.validUntil, {
      time: validUntilFormat.format(new Date(quoted.validUntil)),
    });
    quoteState.hidden = true;
    quoteFigures.hidden = false;
  };

  const priceRide = async (): Promise<void> => {
    const when = rideTime();
    const round = (quoteRound += 1);
    if (!places.from || !places.to) {
      showQuoteState(T.quoteEmpty);
      return;
    }
    if (when === null) {
      showQuoteState(T.quoteNeedsTime);
      return;
    }
    showQuoteState(T.quoting);
    const answer = await api.quote({
      from: places.from.id,
      to: places.to.id,
      people: Number(people.value),
      when,
    });
    if (round !== quoteRound) {
      return;
    }
    if (answer.ok) {
      quote = answer.data;
      showQuote(answer.data);
    } else {
      const issue = answer.issues[0];
      showQuoteState(
        issue && !answer.code ? issueText(T, issue.code, issue.limit) : failed(answer),
        answer.status !== 400,
      );
    }
    setSubmitLabel();
  };

  /** Something the price depends on changed: the old price is gone, a new one follows shortly. */
  const repriceSoon = (): void => {
    quote = null;
    quoteRound += 1;
    setSubmitLabel();
    clearTimeout(quoteTimer);
    quoteTimer = setTimeout(() => void priceRide(), quoteDelayMs);
  };

  const placeField = (fieldId: string, key: 'from' | 'to') =>
    enhancePlaceCombobox({
      input: byId<HTMLInputElement>(page, fieldId),
      listbox: byId(page, placeListId(fieldId)),
      status: byId(page, placeStatusId(fieldId)),
      search: api.places,
      onPick: (place) => {
        places[key] = place;
        if (place) {
          fieldError(fieldId, null);
        }
        repriceSoon();
      },
      onFailure: (failure) => setAlert(failed(failure)),
      texts: T,
    });
  placeField(ID.from, 'from');
  placeField(ID.to, 'to');

  const showWhen = (): void => {
    laterFields.hidden = !later.checked;
    repriceSoon();
  };
  asap.addEventListener('change', showWhen);
  later.addEventListener('change', showWhen);
  date.addEventListener('change', repriceSoon);
  time.addEventListener('change', repriceSoon);
  people.addEventListener('change', repriceSoon);

  /** The visitor's own mistakes, found before anything is sent: field id → text. */
  const problems = (): [string, string][] => {
    const found: [string, string][] = [];
    if (!places.from) {
      found.push([ID.from, byId<HTMLInputElement>(page, ID.from).value ? T.pickPlace : T.required]);
    }
    if (!places.to) {
      found.push([ID.to, byId<HTMLInputElement>(page, ID.to).value ? T.pickPlace : T.required]);
    }
    if (rideTime() === null) {
      found.push([ID.date, T.pickDateTime]);
    }
    if (!name.value.trim()) {
      found.push([ID.name, T.required]);
    }
    if (!phone.value.trim()) {
      found.push([ID.phone, T.required]);
    } else if (phone.value.replace(/\D/g, '').length < 9) {
      found.push([ID.phone, T.phoneFormat]);
    }
    if (!consent.checked) {
      found.push([ID.consent, T.consentRequired]);
    }
    return found;
  };

  const send = async (): Promise<void> => {
    erroredFields.forEach((fieldId) => fieldError(fieldId, null));
    setAlert(null);
    const found = problems();
    if (found.length > 0) {
      found.forEach(([fieldId, text]) => fieldError(fieldId, text));
      byId(page, found[0]?.[0] ?? ID.name).focus();
      return;
    }
    if (!quote || !availability) {
      setAlert(T.noQuote, false);
      return;
    }
    sending = true;
    submit.disabled = true;
    setSubmitLabel();
    const answer = await api.create({
      quoteToken: quote.quoteToken,
      formToken: availability.formToken,
      idempotencyKey: fillingKey(),
      name: name.value.trim(),
      phone: phone.value.trim(),
      luggage: luggage.checked,
      childSeat: childSeat.checked,
      note: note.value.trim() || undefined,
      consent: true,
      language: locale,
      website: website.value || undefined,
    });
    if (answer.ok) {
      storeRide(answer.data);
      endFilling();
      navigate(`${publicPath('orderStatus', locale)}#${answer.data.statusToken}`);
      return;
    }
    sending = false;
    submit.disabled = false;
    setSubmitLabel();
    const beside = answer.issues.filter((issue) => FIELD_OF_ISSUE[issue.path]);
    beside.forEach((issue) =>
      fieldError(FIELD_OF_ISSUE[issue.path] ?? ID.name, issueText(T, issue.code, issue.limit)),
    );
    if (answer.status === 400 && beside.length === answer.issues.length && beside.length > 0) {
      byId(page, FIELD_OF_ISSUE[beside[0]?.path ?? 'name'] ?? ID.name).focus();
      return;
    }
    if (answer.code === 'quote-expired') {
      repriceSoon();
      setAlert(failed(answer), false);
    } else if (answer.status === 0 || answer.code === 'not-a-person') {
      setAlert(failed(answer), false);
    } else {
      setAlert(failed(answer));
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!sending) {
      void send();
    }
  });

  const closeForm = (text: string): void => {
    loading.hidden = true;
    form.hidden = true;
    closed.hidden = false;
    withPhone(closedText, text);
  };

  const open = (answer: WebOrderAvailability): void => {
    availability = answer;
    const range = preorderDateRange(now());
    date.min = range.min;
    date.max = range.max;
    if (!answer.preorders) {
      laterChoice.hidden = true;
      whenNote.replaceChildren(document.createTextNode(`${T.laterByPhone} `), phoneLink());
      whenNote.hidden = false;
    }
    if (!answer.openNow) {
      asap.disabled = true;
      later.checked = true;
      laterFields.hidden = false;
      whenNote.textContent = fill(T.closedNow, { hours: words.webOrder.hours });
      whenNote.hidden = false;
    }
    loading.hidden = true;
    form.removeAttribute('aria-busy');
    submit.disabled = false;
    showQuoteState(T.quoteEmpty);
  };

  void api.availability().then((answer) => {
    if (!answer.ok) {
      closeForm(failed(answer));
    } else if (!answer.data.open) {
      const code = answer.data.code ?? 'web-orders-unavailable';
      // The notice's title already says it; its text says what to do.
      closeForm(code === 'web-orders-unavailable' ? T.closedCall : wordCode(words, code));
    } else if (!answer.data.openNow && !answer.data.preorders) {
      closeForm(wordCode(words, 'outside-hours'));
    } else {
      open(answer.data);
    }
  });
}
