import type { StoredDoc } from '@colmena/shared';
import { type BooleanWords, fieldText } from './fieldText';
import { visibleFields } from './visibleFields';

/** Case- and accent-insensitive: "habitacion" finds "Habitación". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/**
 * Documents are immutable snapshots (a change arrives as a new object), so each one's text is
 * worked out once per way of reading yes/no: a list of 10,000 costs its formatting on the first
 * keystroke only.
 */
const textsByWords = new WeakMap<object, WeakMap<StoredDoc, string>>();
const specWords = {};

/** Everything a person can read of the document, as one searchable text (yes/no as `booleans` reads it). */
export function searchableText(doc: StoredDoc, booleans?: BooleanWords): string {
  const wordsKey = booleans ?? specWords;
  let texts = textsByWords.get(wordsKey);
  if (!texts) {
    texts = new WeakMap();
    textsByWords.set(wordsKey, texts);
  }
  const known = texts.get(doc);
  if (known !== undefined) return known;
  const options = booleans ? { booleans } : {};
  const text = foldText(
    visibleFields(doc)
      .map((name) => `${fieldText(name, doc[name], options)} ${valueText(doc[name])}`)
      .join(' '),
  );
  texts.set(doc, text);
  return text;
}

/** Raw text too, so "35700" finds "35.700,00 €" and an ISO day finds its date. */
function valueText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Documents holding every word of `query` in their visible fields, read as the list shows them
 * (`booleans`: its yes/no words); an empty query keeps all.
 */
export function searchDocs(docs: readonly StoredDoc[], query: string, booleans?: BooleanWords): StoredDoc[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...docs];
  return docs.filter((doc) => {
    const text = searchableText(doc, booleans);
    return words.every((word) => text.includes(word));
  });
}
