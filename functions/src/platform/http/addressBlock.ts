import { isIPv6 } from 'node:net';

/**
 * What the per-address sign-up limit counts by: an IPv4 address as it is, an IPv6 address by
 * its /64 network. One IPv6 subscriber usually holds a whole /64 and can pick any address in
 * it, so counting single IPv6 addresses would limit nothing.
 */
export function addressBlock(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An IPv4 tail (::ffff:1.2.3.4 and the like) stands for two groups.
  const groups = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const missing = 8 - groups(left) - groups(right);
  const full = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
