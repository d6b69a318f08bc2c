import type { User, Vip } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { findBlacklistedUser, findVip } from './customer-lookup';

const user = (id: number, phone: string, status: string | null): User => ({
  id,
  first_name: 'Jana',
  last_name: 'Nová',
  phone,
  email: null,
  status,
  rides: 0,
  credits: 0,
});

const users = [user(1, '+420731397003', 'blacklist'), user(2, '+420777111222', null)];
const vips: Vip[] = [{ id: 1, phone: '+420608036993', code: 'WNWVLFQC', discount: 5 }];

describe('findBlacklistedUser', () => {
  it('finds the blacklisted user however the number is typed', () => {
    expect(findBlacklistedUser(users, '731 397 003')?.id).toBe(1);
    expect(findBlacklistedUser(users, '00420 731 397 003')?.id).toBe(1);
    expect(findBlacklistedUser(users, '+420731397003')?.id).toBe(1);
  });

  it('ignores customers who are not blacklisted, partial numbers and an empty field', () => {
    expect(findBlacklistedUser(users, '+420 777 111 222')).toBeUndefined();
    expect(findBlacklistedUser(users, '731 397')).toBeUndefined();
    expect(findBlacklistedUser(users, '')).toBeUndefined();
  });
});

describe('findVip', () => {
  it('finds the VIP code of the number', () => {
    expect(findVip(vips, '608 036 993')?.discount).toBe(5);
    expect(findVip(vips, '608 036 99')).toBeUndefined();
    expect(findVip(vips, ' ')).toBeUndefined();
  });
});
