import {
  DEFAULT_TARIFF,
  RIDE_STATUSES,
  isLocalTrip,
  parsePlaceText,
  pragueParts,
  tariffPrice,
  type Tariff,
} from '@taxi/contracts';
import { haversineMetres } from '@/geography';
import { FIXED_NOW } from '@test/support/memory-upstream.fixture';
import { buildSeedData, type SeedOptions } from './seed-data';
import { seedOrders } from './seed-orders';
import { UPCOMING_PREORDER_COUNT } from './seed-preorders';

const options: SeedOptions = {
  seed: 42,
  orderCount: 420,
  tariff: DEFAULT_TARIFF,
  adminUsername: 'dispecink',
  now: FIXED_NOW,
};
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const data = buildSeedData(options);
const point = (place: { lat?: number; lng?: number }) => ({
  lat: place.lat ?? Number.NaN,
  lng: place.lng ?? Number.NaN,
});
const statusCount = (status: string | null): number =>
  data.users.filter((user) => user.status === status).length;

describe('buildSeedData', () => {
  it('builds identical data from the same seed and different data from another seed', () => {
    expect(buildSeedData(options)).toEqual(data);
    const other = buildSeedData({ ...options, seed: 43 });
    expect(other.users).not.toEqual(data.users);
    expect(other.orders).not.toEqual(data.orders);
    expect(other.vips).not.toEqual(data.vips);
  });

  it('keeps the users unchanged when only the number of orders changes', () => {
    expect(buildSeedData({ ...options, orderCount: 10 }).users).toEqual(data.users);
  });

  it('seeds at least 64 users with 6 drivers, 2 admins, 3 blacklisted and ordinary customers', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(64);
    expect(statusCount('driver')).toBe(6);
    expect(statusCount('admin')).toBe(2);
    expect(statusCount('blacklist')).toBe(3);
    expect(statusCount(null)).toBe(data.users.length - 11);
  });

  it('gives users unique Czech mobile numbers, credits of 0–500 and some missing names and e-mails', () => {
    const phones = data.users.map((user) => user.phone);
    expect(new Set(phones).size).toBe(phones.length);
    phones.forEach((phone) => expect(phone).toMatch(/^\+420[67]\d{8}$/));
    data.users.forEach((user) => expect(user.credits).toBeGreaterThanOrEqual(0));
    data.users.forEach((user) => expect(user.credits).toBeLessThanOrEqual(500));
    expect(data.users.some((user) => user.credits === 0)).toBe(true);
    expect(data.users.some((user) => user.email === null)).toBe(true);
    expect(data.users.some((user) => user.first_name === null && user.last_name !== null)).toBe(true);
    expect(data.users.some((user) => user.last_name === null && user.first_name !== null)).toBe(true);
    expect(data.users.filter((user) => user.first_name === null && user.last_name === null).length).toBe(2);
    expect(data.users.some((user) => /[áčďéěíňóřšťúůýž]/i.test(`${user.first_name}${user.last_name}`))).toBe(
      true,
    );
  });

  it('has one driver row for each driver user, all with first and last names', () => {
    expect(data.drivers).toHaveLength(6);
    for (const driver of data.drivers) {
      const user = data.users.find((candidate) => candidate.id === driver.userId);
      expect(user?.status).toBe('driver');
      expect(user?.first_name).toEqual(expect.any(String));
      expect(user?.last_name).toEqual(expect.any(String));
    }
  });

  it('gives eight customers VIP codes of eight unique uppercase letters and a 5–30 % discount', () => {
    expect(data.vips).toHaveLength(8);
    expect(new Set(data.vips.map((vip) => vip.code)).size).toBe(8);
    for (const vip of data.vips) {
      expect(vip.code).toMatch(/^[A-Z]{8}$/);
      expect(vip.discount).toBeGreaterThanOrEqual(5);
      expect(vip.discount).toBeLessThanOrEqual(30);
      expect(data.users.find((user) => user.phone === vip.phone)?.status).toBeNull();
    }
  });

  it('seeds orderCount orders over the last 14 months and the upcoming pre-orders, oldest first, numbered from 1001', () => {
    expect(data.orders).toHaveLength(420 + UPCOMING_PREORDER_COUNT);
    expect(data.orders.map((order) => order.orderId)).toEqual(data.orders.map((_, index) => 1001 + index));
    expect(data.orders.map((order) => order.id)).toEqual(data.orders.map((_, index) => index + 1));
    for (const order of data.orders) {
      expect(order.createdAtMs).toBe(Date.parse(order.ride.createdAt));
      expect(order.createdAtMs).toBeLessThan(FIXED_NOW.getTime());
      expect(order.createdAtMs).toBeGreaterThan(FIXED_NOW.getTime() - 430 * DAY_MS);
    }
    const createdAt = data.orders.map((order) => order.createdAtMs);
    expect([...createdAt].sort((a, b) => a - b)).toEqual(createdAt);
  });

  it('covers every ride status, with rides in progress only in the last few hours', () => {
    const statuses = new Set(data.orders.map((order) => order.ride.status));
    expect([...statuses].sort()).toEqual([...RIDE_STATUSES].sort());
    for (const order of data.orders.filter((o) =>
      ['waiting', 'accepted', 'pickup'].includes(o.ride.status),
    )) {
      expect(order.createdAtMs).toBeGreaterThan(FIXED_NOW.getTime() - 3 * HOUR_MS);
    }
    const done = data.orders.filter((order) => order.ride.status === 'done').length;
    expect(done / data.orders.length).toBeGreaterThan(0.8);
  });

  it('prices every ride by the tariff for its distance, people and places', () => {
    for (const { ride } of data.orders) {
      const origin = parsePlaceText(ride.pickup_location);
      const destination = parsePlaceText(ride.destination);
      const isLocal = isLocalTrip(origin.name, destination.name, DEFAULT_TARIFF);
      expect(ride.price).toBe(
        tariffPrice({ km: ride.distance, people: ride.people, isLocal }, DEFAULT_TARIFF),
      );
      const roadKm = (haversineMetres(point(origin), point(destination)) * 1.3) / 1000;
      expect(Math.abs(ride.distance - roadKm)).toBeLessThanOrEqual(0.06);
    }
    const localTrips = data.orders.filter(({ ride }) =>
      isLocalTrip(parsePlaceText(ride.pickup_location).name, parsePlaceText(ride.destination).name),
    );
    expect(localTrips.length).toBeGreaterThan(0);
  });

  it('follows another tariff when one is configured', () => {
    const tariff: Tariff = { ...DEFAULT_TARIFF, baseFare: 100, perKmSmallGroup: 50, perKmLargeGroup: 60 };
    const { orders } = buildSeedData({ ...options, tariff });
    const distanceTrip = orders.find(
      ({ ride }) => ride.people < 4 && !ride.pickup_location.includes('Praha'),
    );
    expect(distanceTrip?.ride.price).toBe(Math.round(100 + 50 * (distanceTrip?.ride.distance ?? 0)));
  });

  it('assigns drivers to accepted, picked-up and done rides only', () => {
    const driverNames = data.drivers.map(
      (driver) => data.users.find((user) => user.id === driver.userId)?.last_name,
    );
    for (const { ride } of data.orders) {
      if (ride.status === 'waiting' || ride.status === 'declined') {
        expect(ride.driver).toBeNull();
        expect(ride.driver_name).toBeNull();
      } else {
        expect(driverNames).toContain(ride.driver_name);
        expect(ride.driver?.user.last_name).toBe(ride.driver_name);
      }
    }
  });

  it('mixes passengers, payment methods, pre-orders and anonymous phone orders', () => {
    const rides = data.orders.map((order) => order.ride);
    rides.forEach((ride) => expect(ride.people).toBeGreaterThanOrEqual(1));
    rides.forEach((ride) => expect(ride.people).toBeLessThanOrEqual(8));
    expect(rides.filter((ride) => ride.people <= 3).length / rides.length).toBeGreaterThan(0.7);
    expect(new Set(rides.map((ride) => ride.payment_method))).toEqual(new Set(['card', 'cash']));
    const preorders = rides.filter((ride) => ride.isPreorder);
    expect(preorders.length / rides.length).toBeGreaterThan(0.04);
    expect(preorders.length / rides.length).toBeLessThan(0.18);
    preorders.forEach((ride) =>
      expect(Date.parse(ride.preorderDateTime ?? '')).toBeGreaterThan(Date.parse(ride.createdAt)),
    );
    rides.filter((ride) => !ride.isPreorder).forEach((ride) => expect(ride.preorderDateTime).toBeNull());
    expect(data.orders.some((order) => order.customerId === null)).toBe(true);
    expect(data.orders.some((order) => order.orderUser === null)).toBe(true);
  });

  it('has more orders in recent months and on Friday and Saturday nights', () => {
    const { orders } = buildSeedData({ ...options, orderCount: 3000 });
    const now = FIXED_NOW.getTime();
    const between = (fromDays: number, toDays: number): number =>
      orders.filter((o) => o.createdAtMs > now - fromDays * DAY_MS && o.createdAtMs <= now - toDays * DAY_MS)
        .length;
    expect(between(90, 0)).toBeGreaterThan(between(420, 330) * 1.5);
    const weekendNights = orders.filter((order) => {
      const { weekday, hour } = pragueParts(new Date(order.createdAtMs));
      return (
        (weekday === 5 && hour >= 20) ||
        (weekday === 6 && (hour < 5 || hour >= 20)) ||
        (weekday === 7 && hour < 5)
      );
    });
    // Those hours are less than a tenth of the opening hours but carry far more of the rides.
    expect(weekendNights.length / orders.length).toBeGreaterThan(0.25);
  });

  it('seeds notifications, login history, work hours, monthly items and two open SOS alerts', () => {
    expect(data.notifications).toHaveLength(10);
    for (const notification of data.notifications) {
      expect(notification.title.length).toBeLessThanOrEqual(20);
      expect(notification.content.length).toBeLessThanOrEqual(255);
      expect(Date.parse(notification.createdAt)).toBeLessThan(FIXED_NOW.getTime());
    }
    expect(data.loginHistory.length).toBeGreaterThanOrEqual(25);
    expect(data.loginHistory.length).toBeLessThanOrEqual(30);
    expect(new Set(data.loginHistory.map((row) => row.type))).toEqual(new Set(['login', 'logout', 'failed']));
    data.loginHistory.forEach((row) =>
      expect(Date.parse(row.createdAt)).toBeGreaterThan(FIXED_NOW.getTime() - 22 * DAY_MS),
    );
    expect(data.workHours.get('dispecink')?.get(5)).toEqual({ from: '07:00', to: '05:00' });
    expect(new Set(data.monthly.map((item) => `${item.year}-${item.month}`)).size).toBeGreaterThanOrEqual(3);
    expect(data.monthly.some((item) => item.price < 0)).toBe(true);
    expect(data.monthly.some((item) => item.price > 0)).toBe(true);
    expect(data.sos).toHaveLength(2);
    for (const alert of data.sos) {
      expect(alert.user?.first_name).toEqual(expect.any(String));
      expect(alert.user?.last_name).toEqual(expect.any(String));
      expect(Date.parse(alert.createdAt ?? '')).toBeGreaterThan(FIXED_NOW.getTime() - 15 * 60_000);
    }
  });

  it('books a few open pre-orders for the coming hours after the history, which they leave unchanged', () => {
    const now = FIXED_NOW.getTime();
    const history = data.orders.slice(0, 420);
    const customers = data.users.filter((user) => user.status === null || user.status === 'blacklist');
    const drivers = data.drivers.map((driver) => ({
      id: driver.id,
      lastName: data.users.find((user) => user.id === driver.userId)?.last_name ?? null,
    }));
    expect(history).toEqual(
      seedOrders({ seed: 42, orderCount: 420, tariff: DEFAULT_TARIFF, now: FIXED_NOW, customers, drivers }),
    );

    const upcoming = data.orders.slice(420);
    expect(upcoming).toHaveLength(UPCOMING_PREORDER_COUNT);
    const times = upcoming.map((order) => Date.parse(order.ride.preorderDateTime ?? ''));
    for (const [index, order] of upcoming.entries()) {
      expect(order.ride.isPreorder).toBe(true);
      expect(order.createdAtMs).toBeLessThan(now);
      expect(times[index]).toBeGreaterThan(now);
      expect(times[index]).toBeLessThan(now + 24 * HOUR_MS);
      // Booked for a round time.
      expect(new Date(times[index] ?? 0).getUTCMinutes() % 5).toBe(0);
      expect(order.ride.status).toBe(order.ride.driver_name ? 'accepted' : 'waiting');
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The soonest has no driver and is due about 20 minutes after start-up: its reminder comes soon.
    expect(upcoming[0]?.ride.driver_name).toBeNull();
    expect((times[0] ?? 0) - now).toBeGreaterThan(15 * 60_000);
    expect((times[0] ?? 0) - now).toBeLessThanOrEqual(25 * 60_000);
    expect(upcoming.filter((order) => order.ride.driver_name !== null).length).toBeGreaterThanOrEqual(2);
    expect(upcoming.filter((order) => order.ride.driver_name === null).length).toBeGreaterThanOrEqual(2);
    expect(times.filter((time) => time - now <= 6 * HOUR_MS).length).toBeGreaterThanOrEqual(3);
  });

  it('works without orders', () => {
    expect(buildSeedData({ ...options, orderCount: 0 }).orders).toEqual([]);
  });

  // Its speed is a benchmark figure (npm run bench), never a timed assertion here.
  it('seeds 10,000 orders', () => {
    const { orders } = buildSeedData({ ...options, orderCount: 10_000 });
    expect(orders).toHaveLength(10_000 + UPCOMING_PREORDER_COUNT);
  });
});
