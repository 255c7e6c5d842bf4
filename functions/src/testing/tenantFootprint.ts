import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDatabase } from '../platform/sqlite/openDatabase';

/** Everything kept for one tenant, as `what → content`: every row of it in the database, and its files. */
export type Footprint = Map<string, string>;

type Row = Record<string, unknown>;

/** Tables the store's commit listener already reports (documents, company, their log and indexes). */
const storeTables = new Set(['documents', 'companies', 'changes', 'doc_elements']);

interface TenantTable {
  name: string;
  columns: string[];
  /** Columns that identify a row (its primary key, else rowid). */
  key: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads what the embedded platform keeps per tenant straight from its SQLite file and files
 * folder (a second connection beside the app's, used only to read), so an attack test can prove
 * a tenant was not touched: nothing the ports hide (password hashes, sessions, sign-in counters,
 * reset codes, mail, declared indexes) escapes the comparison. Every table with a `tenant`
 * column counts, so a table added later is covered without changing this. Read after a store
 * read (which commits any pending group commit).
 */
export function openFootprints(dataDir: string) {
  const root = join(dataDir, 'data');
  const db = openDatabase(join(root, 'colmena.db'));

  let cached: { version: number; tables: TenantTable[] } | null = null;
  /** Tables with a tenant column, read again whenever the schema changed. */
  const tenantTables = (): TenantTable[] => {
    const version = db.pragma('schema_version', { simple: true }) as number;
    if (cached?.version !== version) cached = { version, tables: readTenantTables() };
    return cached.tables;
  };
  const readTenantTables = (): TenantTable[] => {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const tables: TenantTable[] = [];
    for (const name of names.sort()) {
      const columns = db.prepare(`PRAGMA table_info(${quote(name)})`).all() as { name: string; pk: number }[];
      if (!columns.some((c) => c.name === 'tenant')) continue;
      const pk = columns.filter((c) => c.pk > 0).sort((x, y) => x.pk - y.pk);
      tables.push({
        name,
        columns: columns.map((c) => c.name),
        key: pk.length > 0 ? pk.map((c) => c.name) : ['rowid'],
      });
    }
    return tables;
  };

  const rowsOf = (table: TenantTable, tenant: string, print: Footprint) => {
    const rows = db
      .prepare(`SELECT ${table.key.map(quote).join(', ')}, * FROM ${quote(table.name)} WHERE tenant = ?`)
      .all(tenant) as Row[];
    for (const row of rows) {
      const id = table.key.map((k) => String(row[k])).join('/');
      print.set(`${table.name} ${id}`, JSON.stringify(row));
    }
  };

  /** The tenant's rows outside the document store: accounts, sessions, auth records, mail, indexes… */
  const accountsSide = (tenant: string): Footprint => {
    const print: Footprint = new Map();
    for (const table of tenantTables()) if (!storeTables.has(table.name)) rowsOf(table, tenant, print);
    return print;
  };

  // data_version moves only when another connection (the app's) commits: most requests write nothing.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let lastDigest: { version: unknown; tables: TenantTable[]; digest: string } | null = null;
  const digestStatements = new Map<string, { get(): unknown }>();

  /** One string over every tenant's rows outside the document store: cheap to compare after each request. */
  const accountsDigest = (): string => {
    const version = dataVersion.get();
    const tables = tenantTables();
    if (lastDigest && lastDigest.version === version && lastDigest.tables === tables)
      return lastDigest.digest;
    const digest = tables
      .filter((table) => !storeTables.has(table.name))
      .map((table) => {
        const sql = `SELECT json_group_array(json_array(${table.columns.map(quote).join(', ')})) FROM ${quote(table.name)}`;
        let statement = digestStatements.get(sql);
        if (!statement) {
          statement = db.prepare<[], unknown>(sql).pluck();
          digestStatements.set(sql, statement);
        }
        return String(statement.get());
      })
      .join('#');
    lastDigest = { version, tables, digest };
    return digest;
  };

  /** The whole footprint: documents and company too (not their derived index rows), and the tenant's files. */
  const snapshot = (tenant: string): Footprint => {
    const print = accountsSide(tenant);
    for (const table of tenantTables())
      if (table.name === 'documents' || table.name === 'companies') rowsOf(table, tenant, print);
    for (const [path, body] of filesOf(join(root, 'files', tenant))) print.set(`file ${path}`, body);
    return print;
  };

  return { snapshot, accountsSide, accountsDigest, close: () => db.close() };
}

function filesOf(dir: string): [string, string][] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const files: [string, string][] = [];
  for (const entry of entries.sort()) {
    try {
      files.push([relative(dir, join(dir, entry)), readFileSync(join(dir, entry)).toString('base64')]);
    } catch {
      // a folder
    }
  }
  return files;
}

/** What differs between two footprints of one tenant: `added x`, `removed x`, `changed x`. */
export function footprintDiff(before: Footprint, after: Footprint): string[] {
  const diff: string[] = [];
  for (const [key, value] of after) {
    const old = before.get(key);
    if (old === undefined) diff.push(`added ${key}`);
    else if (old !== value) diff.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) diff.push(`removed ${key}`);
  return diff;
}
