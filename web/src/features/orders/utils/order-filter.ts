import { foldText, MONTHS, nationalDigits } from '@taxi/contracts';
import type { OrderRow } from './order-rows';

export type OrderFilter = {
  /** `YYYY-MM-DD` (Prague) or empty. */
  day: string;
  /** `YYYY-MM` (Prague) or empty. */
  month: string;
  /** A ride status or empty. */
  status: string;
  /** Free text: typed name, account, phone, either address, driver, order number. */
  query: string;
  /** Only pre-orders ("Jen předobjednávky"). */
  preorders: boolean;
};

/** The address parameter of "Jen předobjednávky" (`?predobjednavky=1`); the pre-orders panel links to it. */
export const PREORDERS_PARAM = 'predobjednavky';

export const EMPTY_FILTER: OrderFilter = { day: '', month: '', status: '', query: '', preorders: false };

export function isFilterActive(filter: OrderFilter): boolean {
  return Boolean(filter.day || filter.month || filter.status || filter.query.trim() || filter.preorders);
}

// Folding (case, diacritics) costs more than everything else a row needs: done once per row, on the first search.
const foldedSearch = new WeakMap<OrderRow, string>();

function searchText(row: OrderRow): string {
  let text = foldedSearch.get(row);
  if (text === undefined) {
    text = foldText(row.searchSource);
    foldedSearch.set(row, text);
  }
  return text;
}

// Only digits, spaces and a leading + with at least a whole national number's 9 digits: "605 111 222".
const PHONE_QUERY = /^\+?[\d\s]+$/;
const PHONE_QUERY_MIN_DIGITS = 9;

/**
 * The number a query spells, when it is a whole phone number in any grouping: its groups are one
 * number, so "605 111 222" finds the orders from that phone and not rows that happen to hold
 * 605, 111 and 222 in other columns.
 */
function phoneQueryDigits(query: string): string | null {
  const trimmed = query.trim();
  if (!PHONE_QUERY.test(trimmed) || trimmed.replace(/\D/g, '').length < PHONE_QUERY_MIN_DIGITS) {
    return null;
  }
  return nationalDigits(trimmed);
}

function matchesQuery(row: OrderRow, words: readonly string[], phone: string | null): boolean {
  if (phone !== null) {
    return row.phoneDigits.includes(phone);
  }
  return words.every((word) => searchText(row).includes(word));
}

/** The rows matching every set part of the filter; a plain pass over precomputed keys. */
export function filterOrderRows(rows: readonly OrderRow[], filter: OrderFilter): readonly OrderRow[] {
  if (!isFilterActive(filter)) {
    return rows;
  }
  const words = foldText(filter.query).split(/\s+/).filter(Boolean);
  const phone = phoneQueryDigits(filter.query);
  return rows.filter(
    (row) =>
      (!filter.day || row.dayKey === filter.day) &&
      (!filter.month || row.monthKey === filter.month) &&
      (!filter.status || row.status === filter.status) &&
      (!filter.preorders || row.isPreorder) &&
      (words.length === 0 || matchesQuery(row, words, phone)),
  );
}

export type OrderSummary = { count: number; total: number; doneCount: number; doneTotal: number };

/** Count and the sum of ride prices in Kč (all shown rows, and the done ones among them). */
export function summarizeOrders(rows: readonly OrderRow[]): OrderSummary {
  let total = 0;
  let doneTotal = 0;
  let doneCount = 0;
  for (const row of rows) {
    total += row.price;
    if (row.status === 'done') {
      doneTotal += row.price;
      doneCount += 1;
    }
  }
  return { count: rows.length, total, doneCount, doneTotal };
}

export type MonthOption = { value: string; label: string };

/** "2026-11" → "Listopad 2026". */
export function monthLabel(monthKey: string): string {
  const [year, month] = monthKey.split('-').map(Number);
  const name = month ? MONTHS[month - 1] : undefined;
  return name && year ? `${name} ${year}` : monthKey;
}

/** The months that have orders, newest first. */
export function monthOptions(rows: readonly OrderRow[]): MonthOption[] {
  const keys = new Set<string>();
  for (const row of rows) {
    keys.add(row.monthKey);
  }
  return [...keys]
    .sort()
    .reverse()
    .map((value) => ({ value, label: monthLabel(value) }));
}

/** "1 objednávka", "3 objednávky", "5 objednávek". */
export function ordersCountLabel(count: number): string {
  const formatted = count.toLocaleString('cs-CZ');
  if (count === 1) {
    return `${formatted} objednávka`;
  }
  if (count >= 2 && count <= 4) {
    return `${formatted} objednávky`;
  }
  return `${formatted} objednávek`;
}
