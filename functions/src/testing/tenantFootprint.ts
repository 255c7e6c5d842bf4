import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDatabase } from '../platform/sqlite/openDatabase';

/** Everything kept for one tenant, as `what → content`: documents, company, accounts, sessions, codes, mail, files. */
export type Footprint = Map<string, string>;

type Row = Record<string, unknown>;

/**
 * Reads what the embedded platform keeps per tenant straight from its SQLite file and files
 * folder (a second connection beside the app's, used only to read), so an attack test can prove
 * a tenant was not touched: nothing the ports hide (password hashes, sessions, reset codes)
 * escapes the comparison. Read after a store read (which commits any pending group commit).
 */
export function openFootprints(dataDir: string) {
  const root = join(dataDir, 'data');
  const db = openDatabase(join(root, 'colmena.db'));
  const all = (sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Row[];

  /** The accounts side only (small): what a per-request check compares. */
  const accountsSide = (tenant: string): Footprint => {
    const print: Footprint = new Map();
    for (const row of all('SELECT * FROM accounts WHERE tenant = ?', tenant))
      print.set(`account ${row.uid}`, JSON.stringify(row));
    for (const row of all('SELECT token_hash, uid, expires_at FROM sessions WHERE tenant = ?', tenant))
      print.set(`session ${row.token_hash}`, `${row.uid} ${row.expires_at}`);
    for (const row of all('SELECT key, record FROM reset_codes WHERE key LIKE ?', `${tenant}\n%`))
      print.set(`reset code ${row.key}`, String(row.record));
    for (const row of all('SELECT * FROM outbox WHERE tenant = ?', tenant))
      print.set(`mail ${row.id}`, JSON.stringify(row));
    return print;
  };

  /** The whole footprint: documents and company too, and the tenant's files. */
  const snapshot = (tenant: string): Footprint => {
    const print = accountsSide(tenant);
    for (const row of all('SELECT data FROM companies WHERE tenant = ?', tenant))
      print.set('company', String(row.data));
    for (const row of all('SELECT collection, id, data FROM documents WHERE tenant = ?', tenant))
      print.set(`doc ${row.collection}/${row.id}`, String(row.data));
    for (const [path, body] of filesOf(join(root, 'files', tenant))) print.set(`file ${path}`, body);
    return print;
  };

  /** One string over every tenant's accounts side: cheap to compare after each request. */
  const digestQuery = db.prepare(`SELECT
      (SELECT group_concat(tenant || ' ' || uid || ' ' || email || ' ' || password_hash || ' ' || lvl || ' ' || disabled, ';') FROM accounts)
      || '#' || (SELECT group_concat(token_hash || ' ' || tenant || ' ' || uid || ' ' || expires_at, ';') FROM sessions)
      || '#' || (SELECT group_concat(key || ' ' || record, ';') FROM reset_codes)
      || '#' || (SELECT count(*) || ' ' || ifnull(max(id), 0) FROM outbox) AS digest`);
  const accountsDigest = () => String((digestQuery.get() as { digest: string | null }).digest);

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
