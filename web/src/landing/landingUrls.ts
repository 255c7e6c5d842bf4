import type { SignupResponse } from '@colmena/shared';

/** `<sub>.<host>` as the visitor will type it, port included (e.g. acme.localhost:8080). */
export function previewAddress(subdomain: string, host: string): string {
  return `${subdomain}.${host}`;
}

export function successPath(result: SignupResponse): string {
  const query = new URLSearchParams({ url: result.url, subdomain: result.subdomain });
  return `/successful?${query.toString()}`;
}

/** `?subdomain=<label>` is set by the server when it redirects an unknown tenant here. */
export function unknownSubdomain(search: string): string | null {
  const label = new URLSearchParams(search).get('subdomain')?.trim();
  return label ? label : null;
}

export interface SuccessParams {
  url: string | null;
  subdomain: string | null;
}

/**
 * The query string is attacker-controlled: only an http(s) URL becomes a link, so a crafted
 * `javascript:` URL can never run. Without a usable URL, the subdomain and this host rebuild it.
 */
export function readSuccessParams(
  search: string,
  location: { protocol: string; host: string },
): SuccessParams {
  const params = new URLSearchParams(search);
  const subdomain = params.get('subdomain')?.trim() || null;
  const raw = params.get('url');
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return { url: url.href, subdomain };
    } catch {
      // not a URL: rebuild it below
    }
  }
  const url = subdomain ? `${location.protocol}//${previewAddress(subdomain, location.host)}/` : null;
  return { url, subdomain };
}
