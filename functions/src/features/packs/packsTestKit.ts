import type { Language } from '@colmena/shared';
import { checkPackFile, type Pack, packCollectionNames } from '@colmena/shared/packs';
import { bundledPackFiles } from '@colmena/shared/packs/bundled';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/testApp';

/** A bundled pack in one language, as the store page sends it. */
export function bundledPack(id: string, language: Language = 'es'): Pack {
  const file = bundledPackFiles.find((f) => (f as { id?: unknown }).id === id);
  const checked = checkPackFile(file);
  if (!checked.ok) throw new Error(`bundled pack ${id}: ${checked.problem}`);
  return checked.packs[language];
}

/** Sends one command as the signed-in cookie's user; the outcome's JSON. */
export function commandSender(app: TestApp, host: string, prefix: string) {
  let n = 0;
  return async (cookie: string, type: string, payload: unknown) => {
    const id = `${prefix}-${++n}`;
    const res = await app.request(host, '/api/commands', {
      method: 'POST',
      json: { id, type, payload },
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    return {
      id,
      ...((await res.json()) as {
        status: string;
        error?: string;
        params?: Record<string, unknown>;
        result?: Record<string, unknown>;
      }),
    };
  };
}

const byId = (docs: { FireId: string }[]) => Object.fromEntries(docs.map((d) => [d.FireId, d]));

/**
 * Everything of a company a pack install could change: the company document, its colours,
 * widgets (and their Deleted copies), the packs collection, and every document of the named
 * collections and their Deleted copies. Logs, the command log and counters are history, not state.
 */
export async function companyState(app: TestApp, tenant: string, collections: readonly string[]) {
  const store = app.deps.store;
  const all = async (collection: string) => byId(await store.query(tenant, { collection, where: [] }));
  const names = [...new Set(collections)].sort();
  const documents: Record<string, unknown> = {};
  for (const name of [...names, ...names.map((n) => `${n}Deleted`), 'widgets', 'widgetsDeleted', 'packs'])
    documents[name] = await all(name);
  return {
    company: await store.getCompany(tenant),
    colors: await store.get(tenant, 'colors', 'theme'),
    documents,
  };
}

export const collectionsOfPack = (pack: Pack) => pack.collections.flatMap((def) => packCollectionNames(def));
