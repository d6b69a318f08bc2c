import { VipCreateRequestSchema, type VipCreateRequest } from '@taxi/contracts';
import { issuesToFieldErrors } from '../../../components/ui/error-message';

export type VipFormValues = { phone: string; discount: string; code: string };
export type VipFormErrors = Partial<Record<keyof VipFormValues, string>>;

/** The request to send, or the Czech messages per field (the contract's own rules). */
export function parseVipForm(
  values: VipFormValues,
): { ok: true; request: VipCreateRequest } | { ok: false; errors: VipFormErrors } {
  const discountText = values.discount.trim().replace(',', '.');
  const result = VipCreateRequestSchema.safeParse({
    phone: values.phone,
    discount: discountText === '' ? Number.NaN : Number(discountText),
    code: values.code,
  });
  const errors: VipFormErrors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  if (values.phone.trim() === '') {
    errors.phone = 'Zadejte telefon';
  }
  if (discountText === '' || Number.isNaN(Number(discountText))) {
    errors.discount = 'Zadejte slevu v procentech (1 až 100)';
  }
  if (result.success && Object.keys(errors).length === 0) {
    return { ok: true, request: result.data };
  }
  return { ok: false, errors };
}
