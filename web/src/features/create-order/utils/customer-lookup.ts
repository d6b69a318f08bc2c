import { samePhone, type User, userRole, type Vip } from '@taxi/contracts';

/** The blacklisted user with this phone (any spelling of the number), if there is one. */
export function findBlacklistedUser(users: readonly User[], phone: string): User | undefined {
  if (!phone.trim()) {
    return undefined;
  }
  return users.find((user) => userRole(user.status) === 'blacklist' && samePhone(user.phone, phone));
}

/** The VIP entry of this phone; a phone has at most one. */
export function findVip(vips: readonly Vip[], phone: string): Vip | undefined {
  if (!phone.trim()) {
    return undefined;
  }
  return vips.find((vip) => samePhone(vip.phone, phone));
}
