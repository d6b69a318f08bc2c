import {
  type CreateOrderRequest,
  CreateOrderRequestSchema,
  MAX_PASSENGERS,
  nationalDigits,
  type OrderEntry,
  type OrderRedispatchRequest,
  parsePlaceText,
  type Place,
} from '@taxi/contracts';

/** Why an order cannot be copied through the specification's create call: what the dispatcher reads. */
export class OrderNotCopyable extends Error {}

function placeOf(text: string, what: string): Place {
  const place = parsePlaceText(text);
  if (place.lat === undefined || place.lng === undefined || !place.name.trim()) {
    throw new OrderNotCopyable(`U místa ${what} chybí souřadnice, kopii objednávky nelze vytvořit.`);
  }
  return { name: place.name, lat: place.lat, lng: place.lng };
}

const CREATE_PHONE = /^\+?[0-9][0-9 ]*$/;

/** The customer's number as the create call takes it (digits and spaces), or '' when none is known. */
function phoneOf(order: OrderEntry): string {
  const typed = order.order_user?.phone ?? order.user?.phone ?? '';
  if (!typed.trim()) {
    return '';
  }
  // As typed where the create call takes it; other spellings ("777-123-456") as their digits.
  const spelled = typed.trim();
  const phone = CREATE_PHONE.test(spelled) ? spelled : nationalDigits(spelled);
  if (!CREATE_PHONE.test(phone) || phone.length > 20) {
    throw new OrderNotCopyable('Telefon zákazníka nelze přenést do kopie objednávky.');
  }
  return phone;
}

function nameOf(order: OrderEntry): string {
  const typed = order.order_user?.last_name?.trim();
  if (typed) {
    return typed;
  }
  const account = [order.user?.first_name, order.user?.last_name].filter((part) => part?.trim()).join(' ');
  return account.trim();
}

/**
 * The create call's body for a copy of `order` with the new driver: the same places, customer, price
 * and passengers; the driving time as the list says it, else `minutes` (computed by the caller).
 * Throws `OrderNotCopyable` rather than send a copy that would lose or change what was typed.
 */
export function copyWithDriver(
  order: OrderEntry,
  request: Pick<OrderRedispatchRequest, 'id_driver' | 'driver_name'>,
  minutes: number,
): CreateOrderRequest {
  const { ride } = order;
  if (ride.people < 1 || ride.people > MAX_PASSENGERS) {
    throw new OrderNotCopyable('Počet osob objednávky nelze přenést do kopie.');
  }
  const body = {
    pickup_location: placeOf(ride.pickup_location, 'Odkud'),
    destination: placeOf(ride.destination, 'Kam'),
    distance: Math.round(ride.distance * 10) / 10,
    name: nameOf(order),
    phone: phoneOf(order),
    price: Math.round(ride.price),
    people: ride.people,
    duration: Math.round(ride.duration ?? minutes),
    id_driver: request.id_driver,
    driver_name: request.driver_name,
  };
  const parsed = CreateOrderRequestSchema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new OrderNotCopyable(`Objednávku nelze zkopírovat (pole ${field}).`);
  }
  return parsed.data;
}

/** The driver's name as the list shows it. */
export function driverNameOf(order: OrderEntry): string | null {
  return order.ride.driver_name?.trim() || order.ride.driver?.user.last_name?.trim() || null;
}
