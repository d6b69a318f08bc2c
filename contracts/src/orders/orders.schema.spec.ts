import { CreateOrderRequestSchema } from './orders.schema';
import { parsePlaceText, placeToText } from './place-text';

const order = {
  pickup_location: { lat: 50.5335, lng: 14.1318, name: 'Mírové náměstí, Litoměřice' },
  destination: { lat: 50.6607, lng: 14.0323, name: 'Ústí nad Labem' },
  distance: 18.8,
  name: 'Novák',
  phone: '+420777123456',
  price: 566,
  people: 2,
  duration: 22,
  id_driver: -1,
  driver_name: null,
};

describe('order schemas', () => {
  it('accepts the documented create payload with or without a token', () => {
    expect(CreateOrderRequestSchema.safeParse(order).success).toBe(true);
    expect(CreateOrderRequestSchema.safeParse({ ...order, token: 'abc.DEF-123' }).success).toBe(true);
  });

  it('rejects more than 8 persons, unknown keys and a bad driver id', () => {
    expect(CreateOrderRequestSchema.safeParse({ ...order, people: 9 }).success).toBe(false);
    expect(CreateOrderRequestSchema.safeParse({ ...order, __proto__x: 1 }).success).toBe(false);
    expect(CreateOrderRequestSchema.safeParse({ ...order, id_driver: -2 }).success).toBe(false);
    expect(CreateOrderRequestSchema.safeParse({ ...order, id_driver: 0 }).success).toBe(false);
  });

  it('round-trips places through the JSON text of order rows', () => {
    const text = placeToText(order.pickup_location);
    expect(parsePlaceText(text)).toEqual(order.pickup_location);
    expect(parsePlaceText('Nádraží Litoměřice')).toEqual({ name: 'Nádraží Litoměřice' });
    expect(parsePlaceText(null)).toEqual({ name: '' });
  });
});
