import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateOrder } from '@/features/create-order/api/create-order';
import { readOrderPrefill } from '@/lib/order-prefill';
import { useDrivers } from '@/lib/queries/get-drivers';
import { driverOptions } from '@/features/create-order/utils/driver-options';
import {
  formFieldOf,
  INITIAL_ORDER_FORM,
  type OrderFormErrors,
  type OrderFormValues,
  parsePeople,
  validateOrderForm,
} from '@/features/create-order/utils/order-form';
import { useCallerHistory } from './use-caller-history';
import { useCustomerFlags } from './use-customer-flags';
import { useOrderQuote } from './use-order-quote';

// The gateway's 400 issues name payload fields; the form names them differently.
function toFormErrors(fields: Record<string, string>): OrderFormErrors {
  const errors: OrderFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    errors[formFieldOf(field)] ??= message;
  }
  return errors;
}

/** Everything the create-order screen holds: values, checks, quote, customer flags and submit. */
export function useCreateOrderForm() {
  const location = useLocation();
  // "Nová objednávka pro zákazníka" from an order's detail starts with its name, phone and pickup.
  const [values, setValues] = useState<OrderFormValues>(() => {
    const prefill = readOrderPrefill(location.state);
    return prefill
      ? { ...INITIAL_ORDER_FORM, name: prefill.name, phone: prefill.phone, pickup: prefill.pickup }
      : INITIAL_ORDER_FORM;
  });
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Bumped by a refused submit, so the form can move focus to the first field to fix.
  const [refusedAttempts, setRefusedAttempts] = useState(0);

  const driversQuery = useDrivers();
  const drivers = useMemo(() => driverOptions(driversQuery.data ?? []), [driversQuery.data]);
  const customer = useCustomerFlags(values.phone);
  const caller = useCallerHistory(values.phone);
  const quote = useOrderQuote({
    pickup: values.pickup,
    destination: values.destination,
    people: parsePeople(values.people),
    discountPercent: customer.vip?.discount ?? null,
  });
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const toast = useToast();

  const setField = <K extends keyof OrderFormValues>(field: K, value: OrderFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; a new place also makes the quote message stale.
    setErrors((current) => ({ ...current, [field]: undefined, quote: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createOrder.isPending) {
      return;
    }
    const result = validateOrderForm(values, quote.quote, drivers);
    if (!result.ok) {
      setErrors(result.errors);
      setRefusedAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    setSubmitError(null);
    createOrder.mutate(result.request, {
      onSuccess: () => {
        toast.success('Objednávka byla vytvořena');
        void navigate(paths.admin.orders);
      },
      // The form stays filled: the dispatcher fixes or simply sends again.
      onError: (error) => {
        setSubmitError(errorMessage(error));
        setErrors(toFormErrors(fieldErrorsOf(error)));
      },
    });
  };

  return {
    refusedAttempts,
    values,
    errors,
    submitError,
    setField,
    submit,
    sending: createOrder.isPending,
    drivers,
    driversState: { loading: driversQuery.isPending, failed: driversQuery.isError && !driversQuery.data },
    customer,
    caller,
    quote,
  };
}
