import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { type Toaster, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateOrder } from '@/features/create-order/api/create-order';
import { useNearestVehicles } from '@/lib/queries/get-nearest-vehicles';
import { draftAddress } from '@/lib/admin-drafts';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { readOrderPrefill } from '@/lib/order-prefill';
import { useDrivers } from '@/lib/queries/get-drivers';
import { driverOptions } from '@/lib/drivers/driver-options';
import { phoneFromCall } from '@/features/create-order/utils/phone-from-call';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from '@/features/create-order/utils/order-draft';
import {
  formFieldOf,
  INITIAL_ORDER_FORM,
  type OrderFormContext,
  type OrderFormErrors,
  type OrderFormValues,
  parsePeople,
  QUOTE_NOT_READY,
} from '@/features/create-order/utils/order-form';
import type { OrderFormFields } from '@/features/create-order/utils/order-form-schema';
import { useCallerHistory } from './use-caller-history';
import { useCustomerFlags } from './use-customer-flags';
import { useOrderQuote } from './use-order-quote';

type FieldName = keyof OrderFormValues;

// The rules (zod and the contract's schemas) load with the first check, not with the screen.
const loadRules = () => import('@/features/create-order/utils/order-form-schema');
const orderFormResolver = lazyResolver(async () => (await loadRules()).orderFormResolver);

/**
 * Keeps the unsent form in this tab while it changes, and says once when a draft came back. Leaving
 * the form within the admin drops it (as before); a page that goes away on it (a 401 sends the
 * admin to /login and back) keeps it.
 */
function useOrderDraft(at: string, values: OrderFormValues, restored: boolean, toast: Toaster): void {
  const serialized = JSON.stringify(values);
  useEffect(() => {
    saveOrderDraft(at, JSON.parse(serialized) as OrderFormValues);
  }, [at, serialized]);
  useEffect(() => {
    if (restored) {
      toast.info(DRAFT_RESTORED);
    }
  }, [restored, toast]);
  useEffect(
    () => () => {
      // Unmounted by the router (another screen) rather than by the session's end on this address.
      if (window.location.pathname !== paths.admin.createOrder) {
        clearOrderDraft();
      }
    },
    [],
  );
}

export const DRAFT_RESTORED = 'Rozepsaná objednávka byla obnovena.';

/** Everything the create-order screen holds: values, checks, quote, customer flags and submit. */
export function useCreateOrderForm() {
  const location = useLocation();
  // "Nová objednávka pro zákazníka" from an order's detail starts with its name, phone and pickup.
  // A ringing phone opens /admin/orders/create?phone=… (docs/dispatch.md): its number, as read.
  const [calling] = useState(() => phoneFromCall(location.search));
  const [at] = useState(() => draftAddress(location));
  // What this admin typed here before the page went away (a session ended, a reload) comes back first.
  const [draft] = useState(() => readOrderDraft(at));
  const [defaultValues] = useState<OrderFormValues>(() => {
    if (draft) {
      return draft;
    }
    const prefill = readOrderPrefill(location.state);
    const values = prefill
      ? { ...INITIAL_ORDER_FORM, name: prefill.name, phone: prefill.phone, pickup: prefill.pickup }
      : INITIAL_ORDER_FORM;
    return calling === null ? values : { ...values, phone: calling };
  });
  const driversQuery = useDrivers();
  const drivers = useMemo(() => driverOptions(driversQuery.data ?? []), [driversQuery.data]);
  const { register, handleSubmit, setValue, getValues, setError, trigger, control, formState } = useForm<
    OrderFormValues,
    OrderFormContext,
    OrderFormFields
  >({
    resolver: orderFormResolver,
    context: { drivers },
    defaultValues,
    // The form moves focus itself, in the order of the screen (a place field has no registered ref).
    shouldFocusError: false,
  });
  // A driver chosen before the list arrived (a draft brought back) is shown once its option exists.
  useEffect(() => {
    if (drivers.length > 0) {
      setValue('driverId', getValues('driverId'));
    }
  }, [drivers, setValue, getValues]);
  // A number from the softphone that is not one is pointed out at once, not only on Odeslat.
  useEffect(() => {
    if (calling !== null) {
      void trigger('phone');
    }
  }, [calling, trigger]);
  const [pickup, destination, name, phone, people, driverId] = useWatch({
    control,
    name: ['pickup', 'destination', 'name', 'phone', 'people', 'driverId'],
  });
  const values: OrderFormValues = { pickup, destination, name, phone, people, driverId };
  const navigate = useNavigate();
  const toast = useToast();
  useOrderDraft(at, values, draft !== null, toast);
  // The route and price are not a field: their message is kept beside the form's errors.
  const [quoteProblem, setQuoteProblem] = useState<string | undefined>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Bumped by a refused submit, so the form can move focus to the first field to fix.
  const [refusedAttempts, setRefusedAttempts] = useState(0);

  const customer = useCustomerFlags(values.phone);
  const caller = useCallerHistory(values.phone);
  const quote = useOrderQuote({
    pickup: values.pickup,
    destination: values.destination,
    people: parsePeople(values.people),
    discountPercent: customer.vip?.discount ?? null,
  });
  const nearest = useNearestVehicles(values.pickup);
  const createOrder = useCreateOrder();

  /** A place picked in a combobox or from the caller's history; a new place makes the quote message stale. */
  const setPlace = (end: 'pickup' | 'destination', place: OrderFormValues['pickup']) => {
    setValue(end, place, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setQuoteProblem(undefined);
  };

  /** A car picked in Nejbližší vozy: its driver goes into Řidič. */
  const chooseDriver = (id: number) => {
    setValue('driverId', String(id), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  // Any change makes the route-and-price message stale (a new place or count asks for a new quote).
  const registerField = (field: Exclude<FieldName, 'pickup' | 'destination'>) =>
    register(field, {
      onChange: () => {
        setQuoteProblem(undefined);
        // A message shown before any Odeslat (a softphone's unreadable number) goes once fixed.
        if (!formState.isSubmitted && formState.errors[field]) {
          void trigger(field);
        }
      },
    });

  const showErrors = (errors: OrderFormErrors) => {
    for (const [field, message] of Object.entries(errors) as [FieldName | 'quote', string][]) {
      if (field === 'quote') {
        setQuoteProblem(message);
      } else {
        setError(field, { type: 'server', message });
      }
    }
  };

  // Called once the form's check passed, so the rules are loaded by then.
  const send = async (fields: OrderFormFields) => {
    const result = (await loadRules()).buildOrderRequest(fields, quote.quote);
    if (!result.ok) {
      showErrors(result.errors);
      setRefusedAttempts((count) => count + 1);
      return;
    }
    setSubmitError(null);
    createOrder.mutate(result.request, {
      onSuccess: () => {
        clearOrderDraft();
        toast.success('Objednávka byla vytvořena');
        void navigate(paths.admin.orders);
      },
      // The form stays filled: the dispatcher fixes or simply sends again.
      onError: (error) => {
        setSubmitError(errorMessage(error));
        const fields: OrderFormErrors = {};
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          fields[formFieldOf(field)] ??= message;
        }
        showErrors(fields);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createOrder.isPending) {
      return;
    }
    // Said together with any field's message, as soon as both places are chosen.
    setQuoteProblem(values.pickup && values.destination && !quote.quote ? QUOTE_NOT_READY : undefined);
    let checked = false;
    const sendChecked = (fields: OrderFormFields) => {
      checked = true;
      return send(fields);
    };
    // Counted once the form's errors are out, so the focus finds the first of them.
    void handleSubmit(sendChecked)(event).then(() => {
      if (!checked) {
        setRefusedAttempts((count) => count + 1);
      }
    });
  };

  const errors: OrderFormErrors = { quote: quoteProblem };
  for (const field of Object.keys(INITIAL_ORDER_FORM) as FieldName[]) {
    errors[field] = formState.errors[field]?.message;
  }

  return {
    refusedAttempts,
    values,
    errors,
    submitError,
    register: registerField,
    setPlace,
    chooseDriver,
    submit,
    sending: createOrder.isPending,
    drivers,
    driversState: { loading: driversQuery.isPending, failed: driversQuery.isError && !driversQuery.data },
    customer,
    caller,
    quote,
    nearest,
  };
}
