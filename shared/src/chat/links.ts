/** A piece of a message body: plain text, or a web address to show as a link. */
export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; closing punctuation after an address is not part of it.
const addressPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const trailingPunctuation = /[.,;:!?)\]}'»]+$/;

/**
 * Splits a message body into text and links, so a view can render links as anchors and
 * everything else as text (never as HTML). Only http and https targets become links: a
 * `javascript:` address stays text.
 */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(addressPattern)) {
    const start = match.index;
    const address = match[0].replace(trailingPunctuation, '');
    if (address.length <= 'www.'.length) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
