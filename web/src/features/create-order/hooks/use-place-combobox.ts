import type { Place, PlaceSearchResult, PlaceSuggestion } from '@taxi/contracts';
import { type KeyboardEvent, useState } from 'react';
import { MIN_SEARCH_LENGTH, usePlaceSearch } from '@/features/create-order/api/search-places';
import { useResolvePlace } from '@/features/create-order/api/resolve-place';
import { indexToPick, nextActiveIndex } from '@/features/create-order/utils/combobox-navigation';
import { newPlaceSession } from '@/features/create-order/utils/place-session';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchStatus = 'short' | 'searching' | 'error' | 'empty' | 'ready';

type Options = {
  value: Place | null;
  onChange: (place: Place | null) => void;
  /** Called once a suggestion is chosen, e.g. to move on to the next field. */
  onPicked?: () => void;
};

function searchStatus(query: string, answer: PlaceSearchResult | undefined, failed: boolean): SearchStatus {
  if (query.length < MIN_SEARCH_LENGTH) {
    return 'short';
  }
  if (answer) {
    return answer.suggestions.length > 0 ? 'ready' : 'empty';
  }
  return failed ? 'error' : 'searching';
}

/**
 * State and keyboard behaviour of the place combobox (WAI-ARIA "list autocomplete"): typing
 * searches after a pause, ArrowUp/Down highlight, Enter picks, Escape closes. A suggestion
 * without coordinates is resolved before it counts as chosen.
 */
export function usePlaceCombobox({ value, onChange, onPicked }: Options) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  // A place chosen from outside (the caller's recent places) shows in the field as if picked here.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== null && value.name !== text) {
      setText(value.name);
      setOpen(false);
    }
  }
  const [active, setActive] = useState(-1);
  // One token per search, from the first key press until a place is picked.
  const [session, setSession] = useState<string | null>(null);
  const resolve = useResolvePlace();

  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const expanded = open && value === null && !resolve.isPending && query.length >= MIN_SEARCH_LENGTH;
  const search = usePlaceSearch(debounced, session, expanded);
  // Only an answer for exactly what is typed may be picked: a stale list must not win an Enter.
  const answer = debounced === query ? search.data : undefined;
  const suggestions = answer?.suggestions ?? [];
  const status = searchStatus(query, answer, debounced === query && search.isError);

  const pick = (suggestion: PlaceSuggestion) => {
    setText(suggestion.name);
    setOpen(false);
    setActive(-1);
    onPicked?.();
    if (suggestion.lat !== undefined && suggestion.lng !== undefined) {
      onChange({ lat: suggestion.lat, lng: suggestion.lng, name: suggestion.name });
      setSession(null);
      return;
    }
    resolve.mutate(
      { id: suggestion.id, session },
      {
        onSuccess: (place) => {
          onChange({ lat: place.lat, lng: place.lng, name: place.name || suggestion.name });
          setSession(null);
        },
      },
    );
  };

  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (value !== null) {
      onChange(null);
    }
    // Typing again forgets a lookup still running for the previous pick.
    if (!resolve.isIdle) {
      resolve.reset();
    }
    if (session === null) {
      setSession(newPlaceSession());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (value !== null) {
          return;
        }
        event.preventDefault();
        const key = event.key;
        if (!open) {
          setOpen(true);
        } else {
          setActive((current) => nextActiveIndex(current, suggestions.length, key));
        }
        return;
      }
      case 'Enter': {
        // With no list showing, Enter submits the form.
        if (!expanded) {
          return;
        }
        event.preventDefault();
        const index = indexToPick(active, suggestions.length);
        const suggestion = suggestions[index];
        if (suggestion) {
          pick(suggestion);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // Closing the list must not also close a drawer or dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
        return;
    }
  };

  return {
    text,
    expanded,
    status,
    suggestions,
    active: expanded ? active : -1,
    provider: answer?.provider,
    resolving: resolve.isPending,
    resolveFailed: resolve.isError,
    type,
    pick,
    onKeyDown,
    onFocus: () => setOpen(true),
    close: () => {
      setOpen(false);
      setActive(-1);
    },
  };
}
