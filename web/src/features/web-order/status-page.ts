import type { WebOrderState, WebOrderStatus } from '@taxi/contracts';
import { fill } from '@/i18n/fill-text';
import { formatPrice, formatWallClock } from '@/i18n/format';
import type { StatusWords } from './order-words';
import { STATUS_IDS as ID } from './status-page-ids';
import { withPhone as phoneLine } from './phone-line';
import type { WebOrderApi, WebOrderFailure } from './web-order-api';
import { forgetRide, storedRide, storeRide } from './web-ride-storage';
import { failureText, wordCode } from './web-order-words';

/** The fleet poll's cadence: a faster poll would show nothing newer. */
export const STATUS_POLL_MS = 10_000;

const ENDED: readonly WebOrderState[] = ['done', 'cancelled', 'declined'];
/** The steps a ride goes through, in order; the other states end it on the way. */
const STEPS: readonly WebOrderState[] = ['waiting', 'accepted', 'pickup', 'done'];

export type CarMap = { show: (car: { lat: number; lng: number }) => void };

export type StatusPageDeps = {
  api: Pick<WebOrderApi, 'status' | 'cancel'>;
  /** The page's language and its texts. */
  words: StatusWords;
  /** The map of the driver's car, loaded once a car is to be shown (Leaflet is most of the page's script). */
  loadMap: (container: HTMLElement) => Promise<CarMap>;
  location?: Pick<Location, 'hash' | 'href'>;
  copy?: (text: string) => Promise<void>;
};

function byId<E extends HTMLElement>(root: ParentNode, id: string): E {
  const element = root.querySelector<E>(`#${id}`);
  if (!element) {
    throw new Error(`The status page has no #${id}`);
  }
  return element;
}

/** When the ride is wanted, as the page's language writes it; `asap` in words. */
function whenText(when: WebOrderStatus['when'], words: StatusWords): string {
  return when === 'asap' ? words.orderStatus.asap : formatWallClock(when, words.locale);
}

/** The status token from the address's fragment, else from this device's remembered ride. */
function tokenFrom(location: Pick<Location, 'hash'>): string | null {
  const fromHash = decodeURIComponent(location.hash.replace(/^#/, '')).trim();
  return fromHash || storedRide()?.statusToken || null;
}

/**
 * The customer's status page (`/objednavka/stav#<token>`, docs/web-orders.md): asks the gateway every
 * 10 s and shows the ride's state, the driver, the car on a small map, and a free cancellation until a
 * driver has it. Enhances the prerendered markup of `OrderStatusPage`.
 */
export function enhanceStatusPage(page: HTMLElement, deps: StatusPageDeps): { stop: () => void } {
  const { api, loadMap, words } = deps;
  const T = words.orderStatus;
  const withPhone = (target: HTMLElement, text: string) => phoneLine(target, text, words.webOrder.phoneLead);
  const location = deps.location ?? window.location;
  const copy = deps.copy ?? ((text: string) => navigator.clipboard.writeText(text));
  const loading = byId(page, ID.loading);
  const problem = byId(page, ID.problem);
  const ride = byId(page, ID.ride);
  const cancelBox = byId(page, ID.cancel);
  const cancelButton = byId<HTMLButtonElement>(page, ID.cancelButton);
  const cancelConfirm = byId(page, ID.cancelConfirm);
  const cancelYes = byId<HTMLButtonElement>(page, ID.cancelYes);
  const cancelNo = byId<HTMLButtonElement>(page, ID.cancelNo);
  const cancelAlert = byId(page, ID.cancelAlert);
  const callToChange = byId(page, ID.callToChange);
  const mapBox = byId(page, ID.map);
  const offline = byId(page, ID.offline);
  const linkInput = byId<HTMLInputElement>(page, ID.linkInput);
  const copyNote = byId(page, ID.copyNote);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let map: Promise<CarMap> | null = null;
  const token = tokenFrom(location);

  const showProblem = (title: string, text: string): void => {
    loading.hidden = true;
    ride.hidden = true;
    problem.hidden = false;
    byId(page, ID.problemTitle).textContent = title;
    withPhone(byId(page, ID.problemText), text);
  };

  const set = (id: string, text: string): void => {
    byId(page, id).textContent = text;
  };

  const render = (status: WebOrderStatus): void => {
    loading.hidden = true;
    problem.hidden = true;
    ride.hidden = false;
    offline.hidden = true;
    set(ID.heading, fill(T.orderNumber, { number: status.orderNumber }));
    set(ID.stateTitle, T.states[status.state]);
    set(ID.explain, T.explain[status.state]);
    const reason = byId(page, ID.reason);
    reason.hidden = !status.reason;
    reason.textContent = status.reason ? `${T.reason} ${status.reason}` : '';
    const reached = STEPS.indexOf(status.state);
    byId(page, ID.steps).hidden = reached < 0;
    byId(page, ID.steps)
      .querySelectorAll('li')
      .forEach((step, index) => {
        step.dataset.step = index < reached ? 'past' : index === reached ? 'current' : 'next';
        if (index === reached) {
          step.setAttribute('aria-current', 'step');
        } else {
          step.removeAttribute('aria-current');
        }
      });
    page.dataset.state = status.state;

    byId(page, ID.driver).hidden = !status.driver;
    set(ID.driverName, status.driver?.name ?? '');
    byId(page, ID.plate).parentElement?.toggleAttribute('hidden', !status.driver?.plate);
    set(ID.plate, status.driver?.plate ?? '');
    const eta = byId(page, ID.eta);
    eta.hidden = status.etaMinutes === null;
    eta.textContent =
      status.etaMinutes === null
        ? ''
        : status.etaMinutes <= 1
          ? T.etaSoon
          : fill(T.eta, { minutes: status.etaMinutes });

    set(ID.from, status.from);
    set(ID.to, status.to);
    set(ID.when, whenText(status.when, words));
    set(ID.people, String(status.people));
    set(ID.price, formatPrice(status.price, words.locale));

    const ended = ENDED.includes(status.state);
    cancelBox.hidden = !status.cancellable;
    callToChange.hidden = status.cancellable || ended;

    mapBox.hidden = !status.car;
    if (status.car) {
      const car = status.car;
      map ??= loadMap(mapBox);
      void map.then((shown) => shown.show(car));
    }

    if (ended) {
      forgetRide(token ?? '');
    } else if (token && !storedRide()) {
      storeRide({ statusToken: token, orderNumber: status.orderNumber });
    }
  };

  const failed = (failure: WebOrderFailure): void => {
    if (failure.status === 410 || failure.code === 'link-expired') {
      forgetRide(token ?? '');
      showProblem(T.expiredTitle, wordCode(words, 'link-expired'));
      stopped = true;
    } else if (failure.status === 400 || failure.status === 404) {
      showProblem(T.invalidTitle, T.invalid);
      stopped = true;
    } else if (ride.hidden) {
      // Nothing shown yet: say so, and keep asking.
      showProblem(T.title, words.webOrder.network);
    } else {
      offline.hidden = false;
    }
  };

  const poll = async (): Promise<void> => {
    if (!token || stopped) {
      return;
    }
    const answer = await api.status(token);
    if (stopped) {
      return;
    }
    if (answer.ok) {
      render(answer.data);
      if (ENDED.includes(answer.data.state)) {
        stopped = true;
      }
    } else {
      failed(answer);
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), STATUS_POLL_MS);
    }
  };

  cancelButton.addEventListener('click', () => {
    cancelButton.hidden = true;
    cancelConfirm.hidden = false;
    cancelNo.focus();
  });
  cancelNo.addEventListener('click', () => {
    cancelConfirm.hidden = true;
    cancelButton.hidden = false;
    cancelButton.focus();
  });
  cancelYes.addEventListener('click', () => {
    if (!token) {
      return;
    }
    cancelYes.disabled = true;
    cancelYes.textContent = T.cancelling;
    cancelAlert.hidden = true;
    void api.cancel(token).then((answer) => {
      cancelYes.disabled = false;
      cancelYes.textContent = T.cancelYes;
      cancelConfirm.hidden = true;
      cancelButton.hidden = false;
      if (answer.ok) {
        render(answer.data);
        stopped = true;
        clearTimeout(timer);
        byId(page, ID.stateTitle).focus();
        return;
      }
      if (answer.status === 410) {
        failed(answer);
        return;
      }
      cancelAlert.hidden = false;
      withPhone(cancelAlert, failureText(words, answer));
      // A driver may have taken it meanwhile: show that at once.
      clearTimeout(timer);
      void poll();
    });
  });

  const link = token ? location.href.replace(/#.*$/, '') + `#${token}` : location.href;
  linkInput.value = link;
  byId(page, ID.copy).addEventListener('click', () => {
    copy(link).then(
      () => {
        copyNote.textContent = T.copied;
      },
      () => {
        linkInput.select();
        copyNote.textContent = T.copyFailed;
      },
    );
  });

  if (!token) {
    showProblem(T.invalidTitle, T.invalid);
  } else {
    void poll();
  }
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
