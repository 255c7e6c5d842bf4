import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one a request from the server may reach: a public unicast address.
 * Everything ipaddr.js names — loopback, private (RFC 1918), unique local, link-local (cloud
 * metadata at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT (100.64/10, Alibaba's
 * metadata), unspecified (0.0.0.0/8, ::), broadcast, multicast, reserved and documentation
 * ranges, 6to4, Teredo and NAT64 prefixes that embed an IPv4 address — is refused. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
