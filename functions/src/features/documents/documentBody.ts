import type { DocData } from '../../platform/store/Store';

/** The stored fields of a document: FireId and collection come from its path (spec §3). */
export function documentBody(doc: DocData): DocData {
  const { FireId: _id, collection: _collection, ...body } = doc;
  return body;
}
