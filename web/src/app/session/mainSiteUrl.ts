/**
 * Where an unknown company's visitor goes (spec §1): the main site with `?subdomain=<label>`.
 * The server already redirects page loads; this covers an SPA whose tenant vanished meanwhile.
 */
export function mainSiteUrl(location: { protocol: string; host: string }): string {
  const [label, ...rest] = location.host.split('.');
  const base = rest.length > 0 ? rest.join('.') : location.host;
  return `${location.protocol}//${base}/?subdomain=${encodeURIComponent(label ?? '')}`;
}
