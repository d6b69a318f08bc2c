export const USER_ROLES = ['customer', 'driver', 'admin', 'blacklist'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Zákazník',
  driver: 'Řidič',
  admin: 'Administrátor',
  blacklist: 'Blacklist',
};

/** The upstream's `status`: blacklist, driver or admin; any other value is an ordinary customer. */
export function userRole(status: string | null | undefined): UserRole {
  if (status === 'blacklist' || status === 'driver' || status === 'admin') {
    return status;
  }
  return 'customer';
}
