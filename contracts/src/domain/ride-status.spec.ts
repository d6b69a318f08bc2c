import { mapOrderStatusLabel, RIDE_STATUSES, rideStatusLabel } from './ride-status';
import { userRole } from './user-status';

describe('status labels', () => {
  it('shows every ride status in Czech', () => {
    expect(RIDE_STATUSES.map(rideStatusLabel)).toEqual([
      'čeká',
      'přijmuto',
      'hotovo',
      'odmítnuta',
      'vyzvednuto',
    ]);
    expect(rideStatusLabel('unknown')).toBe('unknown');
  });

  it('words the map popup as the spec says, its catch-all "error" in Czech', () => {
    expect(mapOrderStatusLabel('waiting')).toBe('čeká');
    expect(mapOrderStatusLabel('accepted')).toBe('Přijato');
    expect(mapOrderStatusLabel('pickup')).toBe('jiný stav');
  });

  it('treats any unknown user status as an ordinary customer', () => {
    expect(userRole('blacklist')).toBe('blacklist');
    expect(userRole('driver')).toBe('driver');
    expect(userRole('admin')).toBe('admin');
    expect(userRole(null)).toBe('customer');
    expect(userRole('user')).toBe('customer');
  });
});
