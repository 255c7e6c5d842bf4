import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { agendaContactSchema, companySchema, widgetSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import type { DocData } from '../store/Store';

/**
 * The seed folder (emulator-data/):
 *   accounts.json                         [{ tenant, uid, email, lvl, password }]
 *   tenants/{t}/company.json              the company document
 *   tenants/{t}/colors.json               the colours document (optional)
 *   tenants/{t}/{collection}.json         [{ FireId, ...fields }] for any other collection
 *   tenants/{t}/files/**                  files copied to the tenant's file storage
 */
export const seedAccountSchema = z.object({
  tenant: z.string().min(1),
  uid: z.string().min(1),
  email: z.email(),
  lvl: z.number().int(),
  password: z.string().min(6),
});
export type SeedAccount = z.infer<typeof seedAccountSchema>;

const seedDocsSchema = z.array(z.looseObject({ FireId: z.string().min(1) }));

/** Collections whose documents the app reads through a schema: a bad seed fails here, not in a page. */
const checked: Record<string, z.ZodType> = { widgets: widgetSchema, agenda: agendaContactSchema };

export interface SeedTenant {
  id: string;
  company: DocData;
  colors: DocData | null;
  collections: Record<string, { FireId: string; [key: string]: unknown }[]>;
  /** Tenant-relative path → absolute source file. */
  files: { path: string; source: string }[];
}

export interface SeedData {
  accounts: SeedAccount[];
  tenants: SeedTenant[];
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function readTenant(dir: string, id: string): Promise<SeedTenant> {
  const company = z.record(z.string(), z.unknown()).parse(await readJson(join(dir, 'company.json')));
  companySchema.parse(company);
  const tenant: SeedTenant = { id, company, colors: null, collections: {}, files: [] };
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json') || entry.name === 'company.json') continue;
    const name = entry.name.slice(0, -'.json'.length);
    const data = await readJson(join(dir, entry.name));
    if (name === 'colors') {
      tenant.colors = z.record(z.string(), z.string()).parse(data);
      continue;
    }
    const docs = seedDocsSchema.parse(data);
    const schema = checked[name];
    if (schema) for (const doc of docs) schema.parse(doc);
    tenant.collections[name] = docs;
  }
  const filesDir = join(dir, 'files');
  tenant.files = (await listFiles(filesDir)).map((source) => ({
    source,
    path: relative(filesDir, source).split(sep).join('/'),
  }));
  return tenant;
}

/** Reads and checks the whole seed folder; throws with the zod path of the first bad value. */
export async function readSeedDir(root: string): Promise<SeedData> {
  const accountsFile = join(root, 'accounts.json');
  const accounts = existsSync(accountsFile)
    ? z.array(seedAccountSchema).parse(await readJson(accountsFile))
    : [];
  const tenantsDir = join(root, 'tenants');
  const tenants: SeedTenant[] = [];
  const entries = existsSync(tenantsDir) ? await readdir(tenantsDir, { withFileTypes: true }) : [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) tenants.push(await readTenant(join(tenantsDir, entry.name), entry.name));
  }
  return { accounts, tenants };
}
