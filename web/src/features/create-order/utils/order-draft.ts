import { clearAdminDraft, readAdminDraft, saveAdminDraft } from '@/lib/admin-drafts';
import { isRecord, readPlace } from '@/lib/order-prefill';
import { INITIAL_ORDER_FORM, type OrderFormValues } from './order-form';

const DRAFT_NAME = 'create-order';

const isTextUpTo = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

// Read back leniently, without zod (the screen opens without it): a draft that no longer fits the
// form (an older version) is simply not offered.
function readDraft(value: unknown): OrderFormValues | null {
  if (!isRecord(value)) {
    return null;
  }
  const pickup = readPlace(value.pickup);
  const destination = readPlace(value.destination);
  const { name, phone, people, driverId } = value;
  return pickup !== undefined &&
    destination !== undefined &&
    isTextUpTo(name, 500) &&
    isTextUpTo(phone, 100) &&
    isTextUpTo(people, 20) &&
    isTextUpTo(driverId, 20)
    ? { pickup, destination, name, phone, people, driverId }
    : null;
}

function isUntouched(values: OrderFormValues): boolean {
  return JSON.stringify(values) === JSON.stringify(INITIAL_ORDER_FORM);
}

/** The form as typed so far at `at` (a draft address), kept until sent; an empty form keeps nothing. */
export function saveOrderDraft(at: string, values: OrderFormValues): void {
  if (isUntouched(values)) {
    clearAdminDraft(DRAFT_NAME);
  } else {
    saveAdminDraft(DRAFT_NAME, at, values);
  }
}

/** This admin's unsent form at `at`, or null. */
export function readOrderDraft(at: string): OrderFormValues | null {
  return readDraft(readAdminDraft(DRAFT_NAME, at));
}

export function clearOrderDraft(): void {
  clearAdminDraft(DRAFT_NAME);
}
