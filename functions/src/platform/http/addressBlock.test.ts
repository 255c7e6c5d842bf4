import { describe, expect, it } from 'vitest';
import { addressBlock } from './addressBlock';

describe('addressBlock', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv6: its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['leading zeros and capitals', '2001:0DB8:0001:0002::ff', '2001:db8:1:2::/64'],
    ['a short form', '2001:db8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['an IPv4 tail', '64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'unknown', 'unknown'],
  ])('%s', (_name, address, block) => {
    expect(addressBlock(address)).toBe(block);
  });
});
