import {
  parseTypedNumber,
  VipCreateRequestSchema,
  type VipCreateRequest,
  WHOLE_NUMBER_RULES,
} from '@taxi/contracts';
import { issuesToFieldErrors } from '@/components/ui/error-message';

export type VipFormValues = { phone: string; discount: string; code: string };
export type VipFormErrors = Partial<Record<keyof VipFormValues, string>>;

/** The request to send, or the Czech messages per field (the contract's own rules). */
export function parseVipForm(
  values: VipFormValues,
): { ok: true; request: VipCreateRequest } | { ok: false; errors: VipFormErrors } {
  const discount = parseTypedNumber(values.discount, WHOLE_NUMBER_RULES);
  const result = VipCreateRequestSchema.safeParse({
    phone: values.phone,
    discount: discount.ok ? discount.value : Number.NaN,
    code: values.code,
  });
  const errors: VipFormErrors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  if (values.phone.trim() === '') {
    errors.phone = 'Zadejte telefon';
  }
  if (!discount.ok) {
    errors.discount =
      values.discount.trim() === ''
        ? 'Zadejte slevu v procentech (1 až 100)'
        : `${discount.error} (sleva 1 až 100 %)`;
  }
  if (result.success && Object.keys(errors).length === 0) {
    return { ok: true, request: result.data };
  }
  return { ok: false, errors };
}
