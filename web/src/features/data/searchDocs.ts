import type { StoredDoc } from '@colmena/shared';
import { fieldText } from './fieldText';
import { visibleFields } from './visibleFields';

/** Case- and accent-insensitive: "habitacion" finds "Habitación". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/**
 * Documents are immutable snapshots (a change arrives as a new object), so each one's text is
 * worked out once: a list of 10,000 costs its formatting on the first keystroke only.
 */
const texts = new WeakMap<StoredDoc, string>();

/** Everything a person can read of the document, as one searchable text. */
export function searchableText(doc: StoredDoc): string {
  const known = texts.get(doc);
  if (known !== undefined) return known;
  const text = foldText(
    visibleFields(doc)
      .map((name) => `${fieldText(name, doc[name])} ${valueText(doc[name])}`)
      .join(' '),
  );
  texts.set(doc, text);
  return text;
}

/** Raw text too, so "35700" finds "35.700,00 €" and an ISO day finds its date. */
function valueText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Documents holding every word of `query` in their visible fields; an empty query keeps all. */
export function searchDocs(docs: readonly StoredDoc[], query: string): StoredDoc[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...docs];
  return docs.filter((doc) => {
    const text = searchableText(doc);
    return words.every((word) => text.includes(word));
  });
}
