import { VIP_CODE_LENGTH, type SosAlert, type Vip } from '@taxi/contracts';
import type { StoredUser } from '@/upstream/memory/memory-store';
import { createRandom, type Random } from '@taxi/contracts';

const VIP_COUNT = 8;
const VIP_DISCOUNTS = [5, 10, 15, 20, 25, 30] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Eight uppercase letters from the seeded source (not crypto: the seed must be reproducible). */
export function seededVipCode(random: Random): string {
  let code = '';
  while (code.length < VIP_CODE_LENGTH) {
    code += random.pick([...LETTERS]);
  }
  return code;
}

export function seedVips(seed: number, customers: readonly StoredUser[]): Vip[] {
  const random = createRandom(seed, 'vip');
  const codes = new Set<string>();
  return random
    .shuffle(customers)
    .slice(0, VIP_COUNT)
    .map((customer, index) => {
      let code = seededVipCode(random);
      while (codes.has(code)) {
        code = seededVipCode(random);
      }
      codes.add(code);
      return { id: index + 1, phone: customer.phone, code, discount: random.pick(VIP_DISCOUNTS) };
    });
}

const SOS_MINUTES_AGO = [11, 3] as const;

/** Two open alerts from named customers, raised a few minutes ago. */
export function seedSos(seed: number, now: Date, customers: readonly StoredUser[]): SosAlert[] {
  const random = createRandom(seed, 'sos');
  const named = customers.filter((user) => user.first_name !== null && user.last_name !== null);
  return random
    .shuffle(named)
    .slice(0, SOS_MINUTES_AGO.length)
    .map((user, index) => ({
      id: index + 1,
      user: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
      createdAt: new Date(now.getTime() - (SOS_MINUTES_AGO[index] ?? 0) * 60_000).toISOString(),
    }));
}
