import type { PlaceSuggestion } from '@taxi/contracts';
import type { WebOrderFailure } from './web-order-api';
import { fill } from '@/i18n/fill-text';
import type { Messages } from '@/i18n/messages';

/** The place a visitor picked from the search's suggestions: the quote takes its id. */
export type PickedPlace = { id: string; name: string };

export type PlaceSearch = (
  q: string,
  signal: AbortSignal,
) => Promise<{ ok: true; data: { suggestions: PlaceSuggestion[] } } | WebOrderFailure>;

export type PlaceComboboxOptions = {
  input: HTMLInputElement;
  listbox: HTMLElement;
  /** A polite live region saying how many places were found. */
  status: HTMLElement;
  search: PlaceSearch;
  onPick: (place: PickedPlace | null) => void;
  onFailure: (failure: WebOrderFailure) => void;
  /** What the live region says, in the page's language. */
  texts: Pick<Messages['order'], 'searching' | 'noPlaces' | 'placesFound'>;
  debounceMs?: number;
};

const MIN_QUERY = 2;

/**
 * A place search field (WAI-ARIA combobox with a listbox): typing searches after a pause, the arrows
 * move through the suggestions, Enter or a click picks one, Escape closes the list. Only a picked
 * suggestion counts: typing again unpicks it.
 */
export function enhancePlaceCombobox({
  input,
  listbox,
  status,
  search,
  onPick,
  onFailure,
  texts,
  debounceMs = 250,
}: PlaceComboboxOptions): { clear: () => void } {
  let suggestions: PlaceSuggestion[] = [];
  let active = -1;
  let picked: PickedPlace | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listbox.id);
  input.setAttribute('aria-expanded', 'false');
  input.autocomplete = 'off';
  listbox.setAttribute('role', 'listbox');

  const optionId = (index: number) => `${listbox.id}-${index}`;

  const setOpen = (open: boolean): void => {
    listbox.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) {
      active = -1;
      input.removeAttribute('aria-activedescendant');
    }
  };

  const highlight = (index: number): void => {
    active = index;
    [...listbox.children].forEach((option, at) => option.setAttribute('aria-selected', String(at === index)));
    if (index >= 0) {
      input.setAttribute('aria-activedescendant', optionId(index));
      listbox.children[index]?.scrollIntoView?.({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const render = (): void => {
    listbox.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const label = document.createElement('strong');
        label.textContent = suggestion.label;
        const secondary = document.createElement('span');
        secondary.textContent = suggestion.secondary;
        option.append(label, secondary);
        // mousedown would move focus off the field before the click lands.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => pick(index));
        return option;
      }),
    );
    setOpen(suggestions.length > 0);
    status.textContent =
      suggestions.length > 0 ? fill(texts.placesFound, { count: suggestions.length }) : texts.noPlaces;
  };

  const setPicked = (place: PickedPlace | null): void => {
    const changed = picked?.id !== place?.id;
    picked = place;
    if (changed) {
      onPick(place);
    }
  };

  function pick(index: number): void {
    const suggestion = suggestions[index];
    if (!suggestion) {
      return;
    }
    input.value = suggestion.name;
    setPicked({ id: suggestion.id, name: suggestion.name });
    setOpen(false);
    status.textContent = '';
  }

  const runSearch = async (q: string): Promise<void> => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    status.textContent = texts.searching;
    const answer = await search(q, controller.signal);
    if (controller.signal.aborted) {
      return;
    }
    inFlight = null;
    if (!answer.ok) {
      status.textContent = '';
      suggestions = [];
      setOpen(false);
      // An aborted search (status 0 after abort) never reaches here; a real failure is told.
      onFailure(answer);
      return;
    }
    suggestions = answer.data.suggestions;
    render();
  };

  input.addEventListener('input', () => {
    if (picked && input.value !== picked.name) {
      setPicked(null);
    }
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length < MIN_QUERY) {
      inFlight?.abort();
      suggestions = [];
      setOpen(false);
      status.textContent = '';
      return;
    }
    timer = setTimeout(() => void runSearch(q), debounceMs);
  });

  input.addEventListener('keydown', (event) => {
    const open = !listbox.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) {
        return;
      }
      event.preventDefault();
      if (!open) {
        setOpen(true);
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight((active + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Picking, not sending the form.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  });

  input.addEventListener('blur', () => setOpen(false));

  return {
    clear: () => {
      input.value = '';
      suggestions = [];
      setOpen(false);
      setPicked(null);
    },
  };
}
