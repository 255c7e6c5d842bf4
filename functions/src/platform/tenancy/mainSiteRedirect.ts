import { hostnameOf } from './parseHost';

/**
 * Where an unknown company's visitor goes: `MAIN_SITE_URL?subdomain=<label>`, by default the
 * host without its first label (`nope.localhost:8080` → `http://localhost:8080/`).
 */
export function mainSiteRedirect(host: string, label: string, mainSiteUrl: string | undefined): string {
  let base = mainSiteUrl;
  if (!base) {
    const port = host.slice(hostnameOf(host).length);
    const parent = hostnameOf(host).split('.').slice(1).join('.') || 'localhost';
    base = `http://${parent}${port}/`;
  }
  const url = new URL(base);
  url.searchParams.set('subdomain', label);
  return url.toString();
}
