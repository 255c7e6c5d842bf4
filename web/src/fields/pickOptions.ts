import type { StoredDoc } from '@colmena/shared';

/** One choice of a search picker: what it stores (the document's id) and what it reads as. */
export interface PickOption {
  id: string;
  label: string;
  detail: string;
  /** label and detail folded, what a search looks in. */
  search: string;
}

/** Case- and accent-insensitive: "jose" finds "José". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function option(id: string, label: string, detail: string): PickOption {
  return { id, label, detail, search: foldText(`${label} ${detail}`) };
}

/** An agenda contact: "Name Surname", with their role and e-mail to tell namesakes apart. */
export function contactOption(doc: StoredDoc): PickOption {
  const name = [text(doc.Name), text(doc.Surname)].filter(Boolean).join(' ');
  const email = text(doc.email);
  // Without a name the e-mail is the label; it is not said twice.
  const detail = [text(doc.Rol), name ? email : ''].filter(Boolean).join(' · ');
  return option(doc.FireId, name || email || doc.FireId, detail);
}

/** A document of a collection: its Name (else its id), with its id when it has a Name. */
export function documentOption(doc: StoredDoc): PickOption {
  const name = text(doc.Name);
  return option(doc.FireId, name || doc.FireId, name ? doc.FireId : '');
}

/**
 * The options holding every word typed, in their order, at most `limit` (a long list is
 * narrowed by typing, not scrolled). Nothing typed: the first `limit`.
 */
export function matchOptions(options: readonly PickOption[], query: string, limit = 50): PickOption[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const matching =
    words.length === 0 ? options : options.filter((o) => words.every((w) => o.search.includes(w)));
  return matching.slice(0, limit);
}
