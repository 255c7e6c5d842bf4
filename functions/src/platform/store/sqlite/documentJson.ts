import { keepsOwnCollection } from '../ownCollection';
import { readDoc } from './applyWrite';

/**
 * For one collection: the JSON text of the document a stored text reads as (readDoc), pasted
 * rather than parsed and rendered again. A stored body never holds FireId, nor `collection`
 * outside logs (storedBody, assertAppend), and readDoc adds both after the body's own keys: so
 * they go last, in that order. A log may keep its own `collection`: it is parsed.
 */
export function documentJsonOf(collection: string): (json: string, id: string) => string {
  if (keepsOwnCollection(collection)) return (json, id) => JSON.stringify(readDoc(json, id, collection));
  const tail = `,"collection":${JSON.stringify(collection)}}`;
  return (json, id) => {
    const path = `"FireId":${JSON.stringify(id)}${tail}`;
    return json === '{}' ? `{${path}` : `${json.slice(0, -1)},${path}`;
  };
}

/**
 * A row as compileQuery's `texts` gives it (`{id}/{data}`; `/{id}` when spilled, then read whole
 * by `spilledRow`) as its document's JSON text. The first '/' ends the id: an id never holds one
 * (isPathSegment), nor starts with one.
 */
export function textRowJson(
  json: (data: string, id: string) => string,
  text: string,
  spilledRow: (id: string) => string,
): string {
  const cut = text.indexOf('/');
  if (cut === 0) {
    const id = text.slice(1);
    return json(spilledRow(id), id);
  }
  return json(text.slice(cut + 1), text.slice(0, cut));
}
