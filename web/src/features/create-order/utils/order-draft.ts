import { PlaceSchema } from '@taxi/contracts';
import { z } from 'zod';
import { clearAdminDraft, readAdminDraft, saveAdminDraft } from '@/lib/admin-drafts';
import { INITIAL_ORDER_FORM, type OrderFormValues } from './order-form';

const DRAFT_NAME = 'create-order';

// Read back leniently: a draft that no longer fits the form (an older version) is simply not offered.
const OrderDraftSchema = z.object({
  pickup: PlaceSchema.nullable(),
  destination: PlaceSchema.nullable(),
  name: z.string().max(500),
  phone: z.string().max(100),
  people: z.string().max(20),
  driverId: z.string().max(20),
});

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
  const parsed = OrderDraftSchema.safeParse(readAdminDraft(DRAFT_NAME, at));
  return parsed.success ? parsed.data : null;
}

export function clearOrderDraft(): void {
  clearAdminDraft(DRAFT_NAME);
}
