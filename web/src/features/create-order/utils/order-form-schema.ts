import {
  type CreateOrderRequest,
  CreateOrderRequestSchema,
  MAX_PASSENGERS,
  NO_DRIVER_ID,
  WHOLE_NUMBER_RULES,
} from '@taxi/contracts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { typedNumberSchema } from '@/lib/forms/typed-number-schema';
import type { DriverOption } from '@/lib/drivers/driver-options';
import {
  formFieldOf,
  type OrderFormContext,
  type OrderFormErrors,
  type OrderFormValues,
  type OrderRequestResult,
  PEOPLE_RANGE,
  QUOTE_NOT_READY,
  TOO_MANY_PEOPLE,
} from './order-form';
import type { OrderQuote } from './order-quote';

const order = CreateOrderRequestSchema.shape;

// The contract judges the count; the form words it: too many for one car, or not 1–8 at all.
export const PeopleSchema = typedNumberSchema(WHOLE_NUMBER_RULES, () => PEOPLE_RANGE).pipe(
  z.number().superRefine((people, context) => {
    if (!order.people.safeParse(people).success) {
      context.addIssue({ code: 'custom', message: people > MAX_PASSENGERS ? TOO_MANY_PEOPLE : PEOPLE_RANGE });
    }
  }),
);

// A place picked from the list (null until then), with only what the contract's place holds.
function chosenPlace(schema: typeof order.pickup_location, message: string) {
  return z
    .object({ lat: z.number(), lng: z.number(), name: z.string() })
    .nullable()
    .transform((place, context) => {
      if (!place) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return place;
    })
    .pipe(schema);
}

/**
 * The form over the contract's create-order rules: places from the list, the name and phone as the
 * contract takes them (blank phone allowed), persons as typed, and a driver the list knows (or Žádný).
 */
export function orderFormSchema(drivers: readonly DriverOption[]) {
  return z.object({
    pickup: chosenPlace(order.pickup_location, 'Vyberte místo vyzvednutí ze seznamu'),
    destination: chosenPlace(order.destination, 'Vyberte cíl cesty ze seznamu'),
    name: order.name,
    // Spaces alone are no phone: the contract trims them to the empty phone it allows.
    phone: order.phone,
    people: PeopleSchema,
    driverId: z.string().transform((text, context): DriverOption | null => {
      const id = Number(text);
      const driver = drivers.find((option) => option.id === id);
      if (id !== NO_DRIVER_ID && !driver) {
        context.addIssue({ code: 'custom', message: 'Vyberte řidiče ze seznamu' });
        return z.NEVER;
      }
      return driver ?? null;
    }),
  });
}

/** The checked fields: places, trimmed name and phone, persons as a number, the driver or null. */
export type OrderFormFields = z.output<ReturnType<typeof orderFormSchema>>;

// The name's faults in the contract's words (too long, a line break or a control character).
const MESSAGES = {
  phone: { invalid: 'Zadejte telefon číslicemi, např. +420 777 123 456' },
  people: { required: PEOPLE_RANGE },
};

/** react-hook-form's resolver for the order form; the drivers come through the form's `context`. */
export const orderFormResolver: Resolver<OrderFormValues, OrderFormContext, OrderFormFields> = (
  values,
  context,
  options,
) => schemaResolver(orderFormSchema(context?.drivers ?? []), MESSAGES)(values, context, options);

type QuoteParts = Pick<OrderQuote, 'km' | 'minutes' | 'price'>;

/**
 * The spec's payload from the checked fields and the quote: places, km, minutes, the price after
 * any VIP discount, and the driver (-1 and null for Žádný). The token is not sent: the gateway
 * takes it from the session cookie.
 */
export function buildOrderRequest(fields: OrderFormFields, quote: QuoteParts | null): OrderRequestResult {
  if (!quote) {
    return { ok: false, errors: { quote: QUOTE_NOT_READY } };
  }
  const { pickup, destination, driverId: driver } = fields;
  const parsed = CreateOrderRequestSchema.safeParse({
    pickup_location: pickup,
    destination,
    distance: quote.km,
    name: fields.name,
    phone: fields.phone,
    price: quote.price,
    people: fields.people,
    duration: quote.minutes,
    id_driver: driver ? driver.id : NO_DRIVER_ID,
    driver_name: driver ? driver.lastName : null,
  } satisfies CreateOrderRequest);
  if (!parsed.success) {
    // The gateway checks the same schema; what slipped past the form (the quote's numbers) is reported by field.
    const failed: OrderFormErrors = {};
    for (const issue of parsed.error.issues) {
      failed[formFieldOf(String(issue.path[0]))] ??= 'Neplatná hodnota';
    }
    return { ok: false, errors: failed };
  }
  return { ok: true, request: parsed.data };
}
