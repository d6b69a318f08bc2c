import { samePhone, type Vip, type VipCreateRequest } from '@taxi/contracts';
import { UpstreamError } from '@/upstream/upstream.errors';
import type { MemoryStore } from './memory-store';
import { copyVip } from './views';

export function listVips(store: MemoryStore): Vip[] {
  return [...store.vips.values()].sort((a, b) => b.id - a.id).map(copyVip);
}

/** One code per phone number and every code unique. */
export function createVip(store: MemoryStore, { phone, discount, code }: VipCreateRequest): Vip {
  const existing = [...store.vips.values()];
  if (existing.some((vip) => vip.code === code)) {
    throw UpstreamError.conflict('Tento VIP kód již existuje');
  }
  if (existing.some((vip) => samePhone(vip.phone, phone))) {
    throw UpstreamError.conflict('Toto telefonní číslo již má VIP kód');
  }
  const vip: Vip = { id: store.nextId('vip'), phone, code, discount };
  store.vips.set(vip.id, vip);
  return copyVip(vip);
}
