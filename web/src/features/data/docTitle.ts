import type { StoredDoc } from '@colmena/shared';

/** What names a document in headings and links: its Name, else its id. */
export function docTitle(doc: StoredDoc): string {
  return typeof doc.Name === 'string' && doc.Name.trim() !== '' ? doc.Name : doc.FireId;
}
