import { allowedImageUrl } from '@colmena/shared/security';

/** The page's own origin; outside a browser (unit tests) a stand-in that matches no image host. */
const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';

/**
 * A tenant-written image address (avatar, ImgArray entry, logo) as the URL to load, or null
 * when it would load from anywhere but our files route or the allowed image hosts
 * (shared/src/security/imageSources.ts): then show the placeholder or initials instead.
 */
export function tenantImageUrl(value: unknown): string | null {
  return allowedImageUrl(value, pageOrigin());
}

/** The images of a list (a document's ImgArray) that may load, in order. */
export function tenantImageUrls(values: readonly string[]): string[] {
  return values.map(tenantImageUrl).filter((url): url is string => url !== null);
}
