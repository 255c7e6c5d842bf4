/**
 * Where tenant images (contact avatars, document ImgArray, company logos, images in widget HTML)
 * may load from. Tenant content must not make a staff browser call an outside host: that host
 * would learn who opens which screen, and when. Allowed are our own files route, data and blob
 * URLs (no request leaves the browser), and the hosts below, which the product itself uploads
 * to (spec §7: the image hosting provider answers a `secure_url` under this host). The page's
 * Content-Security-Policy names the same hosts, so both the rendering and the browser refuse
 * the rest.
 */
export const allowedImageOrigins: readonly string[] = ['https://res.cloudinary.com'];

/** Our files route: the only same-origin path tenant images may point at. */
export const filesRoutePrefix = '/api/files/';

const dataImage = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * The URL to put in an `<img src>` for a tenant-written image address, or null when it must not
 * load (then show the placeholder or initials). `pageOrigin` is the page's own origin
 * (`location.origin`); a relative address is resolved against it.
 */
export function allowedImageUrl(value: unknown, pageOrigin: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (dataImage.test(text)) return text;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageOrigin);
    url = new URL(text, page);
  } catch {
    return null;
  }
  if (url.protocol === 'blob:') return url.origin === page.origin ? url.href : null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Credentials in the address are a way to smuggle data to a host; never ours to send.
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === page.origin) return url.pathname.startsWith(filesRoutePrefix) ? url.href : null;
  return allowedImageOrigins.includes(url.origin) ? url.href : null;
}
