import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('limits an IPv6 client by its /64, however the address is written', () => {
    const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:ffff::9%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is no address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
