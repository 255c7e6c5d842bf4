import type { DocData } from '../Store';
import type { OnStored } from './applyWrite';
import { cacheKey, copyAsJson, type DocCache } from './docCache';

/**
 * What a transaction's writes leave in the document cache (applyWrite's OnStored): an append
 * rendered from a cached tree gets its new seq; a document read lately keeps a copy of the body
 * written, which its caller may change; any other is dropped. Each key goes into `touched`, so a
 * write that is rolled back drops its entries.
 */
export function cacheWrites(docs: DocCache, tenant: string, touched: string[]): OnStored {
  return (collection, id, seq, json, body, appended, spill = null) => {
    const key = cacheKey(tenant, collection, id);
    touched.push(key);
    if (appended && json !== null) {
      docs.stamp(key, seq, json);
      return;
    }
    if (json === null || body === null || !docs.has(key)) docs.forget(key);
    else docs.remember(key, seq, json, copyAsJson(body) as DocData | undefined, spill);
  };
}
