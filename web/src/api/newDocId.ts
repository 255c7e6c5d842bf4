import { newId } from './newId';

/**
 * An id for a document the browser is about to create (a create form's, so its uploads can be
 * made for it first): a random UUID without its dashes, 32 letters and digits — a valid
 * document id on both stores, and too many to guess another's.
 */
export const newDocId = (): string => newId().replaceAll('-', '');
