import { type User, userRole } from '@taxi/contracts';

// Module-level functions: stable references keep the derived lists memoised.
export const selectBlacklisted = (users: readonly User[]): User[] =>
  users.filter((user) => userRole(user.status) === 'blacklist');

export const selectCustomers = (users: readonly User[]): User[] =>
  users.filter((user) => userRole(user.status) === 'customer');

export const selectAdmins = (users: readonly User[]): User[] =>
  users.filter((user) => userRole(user.status) === 'admin');
