/**
 * `Content-Disposition` of a download: `filename*` (RFC 6266/5987) keeps any name as it is
 * (accents, €), with a plain ASCII `filename` for clients that read only that.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
