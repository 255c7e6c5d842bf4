/**
 * Spec §2: a widget info text that is a single URL becomes a link; anything else is HTML for a popup.
 * Only http(s) counts, so `javascript:` never ends up in an href.
 */
export function singleUrl(info: string | undefined): string | null {
  const text = info?.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function hasInfo(info: string | undefined): info is string {
  return Boolean(info?.trim());
}
