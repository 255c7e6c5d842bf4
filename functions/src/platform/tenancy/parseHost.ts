import type { HostParse } from './Tenancy';

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Hostname of a Host header, lowercased, without port or trailing dot. */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * The tenant label is the first label of a host that has a subdomain: `demo.localhost`,
 * `acme.example.com`, `acme.<BASE_DOMAIN>`. `localhost`, IP addresses, the base domain,
 * a registrable domain alone (`example.com`) and `www.` hosts are the bare (landing) host.
 */
export function parseHost(host: string, baseDomain: string): HostParse {
  const name = hostnameOf(host);
  const base = baseDomain.toLowerCase();
  if (name === '' || name === 'localhost' || name === base || name.startsWith('[') || ipv4.test(name)) {
    return { kind: 'bare' };
  }
  const labels = name.split('.');
  const hasSubdomain =
    name.endsWith(`.${base}`) || name.endsWith('.localhost') ? labels.length >= 2 : labels.length >= 3;
  const label = labels[0] ?? '';
  if (!hasSubdomain || label === 'www') return { kind: 'bare' };
  return { kind: 'label', label };
}
