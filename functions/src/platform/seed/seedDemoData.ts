import { readFile } from 'node:fs/promises';
import { unreadByField, unreadByOf } from '@colmena/shared/chat';
import type { Accounts } from '../accounts/Accounts';
import type { Clock } from '../clock';
import type { Files } from '../files/Files';
import type { Store } from '../store/Store';
import { readSeedDir, type SeedTenant } from './readSeedDir';
import type { SeedMarker } from './SeedMarker';

export interface SeedDeps {
  store: Store;
  accounts: Accounts;
  files: Files;
  clock: Clock;
  marker: SeedMarker;
}

export interface SeedReport {
  seeded: boolean;
  tenants: string[];
  accounts: number;
}

/**
 * What the seed stores of a document: a chat thread of the original data also gets who has an
 * unread message in it (`unreadBy`), which the chat commands keep from then on.
 */
function seededBody(collection: string, data: Record<string, unknown>): Record<string, unknown> {
  return collection === 'messages' ? { ...data, [unreadByField]: unreadByOf(data) } : data;
}

async function seedTenant(deps: SeedDeps, tenant: SeedTenant): Promise<boolean> {
  const created = await deps.store.transaction(tenant.id, async (tx) => {
    if (await tx.getCompany()) return false;
    tx.setCompany(tenant.company);
    if (tenant.colors) tx.set('colors', 'theme', tenant.colors);
    for (const [collection, docs] of Object.entries(tenant.collections)) {
      for (const { FireId, ...data } of docs) tx.set(collection, FireId, seededBody(collection, data));
    }
    return true;
  });
  if (created) {
    for (const file of tenant.files)
      await deps.files.write(tenant.id, file.path, await readFile(file.source));
  }
  return created;
}

/**
 * Loads the seed folder once per data folder. Idempotent on its own too: a tenant that exists
 * and an account whose email exists are left as they are.
 */
export async function seedDemoData(deps: SeedDeps, dir: string): Promise<SeedReport> {
  if (await deps.marker.isSeeded()) return { seeded: false, tenants: [], accounts: 0 };
  const data = await readSeedDir(dir);
  const tenants: string[] = [];
  for (const tenant of data.tenants) if (await seedTenant(deps, tenant)) tenants.push(tenant.id);
  let accounts = 0;
  for (const account of data.accounts) {
    if (await deps.accounts.findByEmail(account.tenant, account.email)) continue;
    await deps.accounts.create(account.tenant, account);
    accounts += 1;
  }
  await deps.marker.markSeeded(deps.clock.now());
  return { seeded: true, tenants, accounts };
}
