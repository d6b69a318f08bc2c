import { isIPv6 } from 'node:net';

/**
 * The key a client is limited by: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber gets a whole /64 and may rotate through it freely). An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) {
    return address;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) {
    return mapped[1]!;
  }
  return `${expandedGroups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, zone removed, `::` expanded, without leading zeros. */
function expandedGroups(address: string): string[] {
  const [withoutZone = ''] = address.toLowerCase().split('%');
  const [head = '', tail] = withoutZone.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const missing = 8 - left.length - rightGroups.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...rightGroups].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  );
}
