import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTER, type OrderFilter, PREORDERS_PARAM } from '@/features/orders/utils/order-filter';

const PARAMS: Record<keyof OrderFilter, string> = {
  day: 'den',
  month: 'mesic',
  status: 'stav',
  query: 'hledat',
  preorders: PREORDERS_PARAM,
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

function fromParams(params: URLSearchParams): OrderFilter {
  const day = params.get(PARAMS.day) ?? '';
  const month = params.get(PARAMS.month) ?? '';
  return {
    day: DAY.test(day) ? day : '',
    month: MONTH.test(month) ? month : '',
    status: params.get(PARAMS.status) ?? '',
    query: params.get(PARAMS.query) ?? '',
    preorders: params.get(PARAMS.preorders) === '1',
  };
}

function toParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof OrderFilter)[]) {
    const value = filter[key];
    if (value) {
      // A switch is written as 1 and left out when off.
      params.set(PARAMS[key], value === true ? '1' : value);
    }
  }
  return params;
}

/**
 * The orders filter, mirrored in the address (`?mesic=2026-11&den=…`) so it survives a reload and
 * can be shared. The screen reads its own state (an urgent update); the router's copy follows as a
 * transition, and a navigation that changes the address (the menu link) resets the filter.
 */
export function useOrderFilter(): [OrderFilter, (change: Partial<OrderFilter>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // `seen`: the address this state was last read from; when the address moves on, it is read again.
  const [state, setState] = useState(() => ({ seen: search, filter: fromParams(params) }));
  let { filter } = state;
  if (state.seen !== search) {
    filter = fromParams(params);
    setState({ seen: search, filter });
  }

  const update = useCallback(
    (change: Partial<OrderFilter>) => {
      const next = { ...filter, ...change };
      setState((previous) => ({ seen: previous.seen, filter: next }));
      setParams(toParams(next), { replace: true });
    },
    [filter, setParams],
  );

  const clear = useCallback(() => {
    setState((previous) => ({ seen: previous.seen, filter: EMPTY_FILTER }));
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return [filter, update, clear];
}
