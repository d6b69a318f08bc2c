import { DEFAULT_TARIFF, type CreateOrderRequest, type Tariff } from '@taxi/contracts';
import type { Caller } from '@/common/auth/caller';
import { MemoryUpstream } from '@/upstream/memory/memory-upstream.adapter';

// Saturday 14 June 2025, 12:00 in Prague.
export const FIXED_NOW = new Date('2025-06-14T10:00:00.000Z');
export const ADMIN = { username: 'dispecink', password: 'tajne-heslo' } as const;

export type TestUpstream = {
  upstream: MemoryUpstream;
  /** A logged-in admin. */
  caller: Caller;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  now(): Date;
};

/** A seeded mock with a controllable clock and an admin already logged in. */
export async function createTestUpstream(
  options: { orderCount?: number; seed?: number; tariff?: Tariff; sessionTtlMs?: number; now?: Date } = {},
): Promise<TestUpstream> {
  let now = options.now ?? FIXED_NOW;
  const upstream = new MemoryUpstream({
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    seed: options.seed ?? 42,
    orderCount: options.orderCount ?? 120,
    tariff: options.tariff ?? DEFAULT_TARIFF,
    sessionTtlMs: options.sessionTtlMs,
    clock: () => now,
  });
  const session = await upstream.call('login', null, { body: ADMIN });
  if (!session) {
    throw new Error('The fixture admin could not log in');
  }
  return {
    upstream,
    caller: { token: session.accessToken },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
  };
}

/** What an UpstreamError rejection looks like to the gateway: its status and Czech message. */
export function upstreamError(status: number, publicMessage?: string): Record<string, unknown> {
  return publicMessage === undefined
    ? { name: 'UpstreamError', status }
    : { name: 'UpstreamError', status, publicMessage };
}

/** A dispatcher's order from Litoměřice to Lovosice for no driver, with any field changed. */
export function orderRequest(
  t: TestUpstream,
  changes: Partial<CreateOrderRequest> = {},
): CreateOrderRequest & { token: string } {
  return {
    pickup_location: { lat: 50.5336, lng: 14.1318, name: 'Mírové náměstí 15/7, 412 01 Litoměřice, Česko' },
    destination: { lat: 50.515, lng: 14.0511, name: 'Školní 407/2, 410 02 Lovosice, Česko' },
    distance: 8.4,
    name: 'Nováková',
    phone: '',
    price: 275,
    people: 2,
    duration: 12,
    token: t.caller.token,
    id_driver: -1,
    driver_name: null,
    ...changes,
  };
}
