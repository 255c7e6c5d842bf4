import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { OwnTransaction } from '../../sqlite/ownTransaction';
import type { AuthRecord, AuthRecords } from '../authRecords';

/** Keys hold e-mails and addresses: only their SHA-256 is stored. */
const idOf = (kind: string, tenant: string, key: string) =>
  createHash('sha256').update(`${kind}\n${tenant}\n${key}`).digest('hex');

/**
 * AuthRecords in the accounts database (table `auth_records`): each change is one read and one
 * write in a transaction of its own (`own`), so it is atomic, durable before the caller goes on,
 * and outlives a restart. Records past their `keep_until` are swept as changes come.
 */
export function sqliteAuthRecords(db: Database, clock: Clock, own: OwnTransaction): AuthRecords {
  const select = db.prepare<[string], { record: string }>('SELECT record FROM auth_records WHERE id = ?');
  const upsert = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO auth_records (id, kind, tenant, record, keep_until) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET record = excluded.record, keep_until = excluded.keep_until',
  );
  const remove = db.prepare<[string]>('DELETE FROM auth_records WHERE id = ?');
  const sweep = db.prepare<[number]>('DELETE FROM auth_records WHERE keep_until <= ?');
  const parse = (json: string): AuthRecord | null => {
    try {
      const value: unknown = JSON.parse(json);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuthRecord) : null;
    } catch {
      return null;
    }
  };
  return {
    async change(kind, tenant, key, change) {
      const id = idOf(kind, tenant, key);
      return own(() => {
        const row = select.get(id);
        const current = row ? parse(row.record) : null;
        const { next, keepUntil, result } = change(current);
        if (next === current && row) return result;
        if (next) upsert.run(id, kind, tenant, JSON.stringify(next), keepUntil ?? Number.MAX_SAFE_INTEGER);
        else if (row) remove.run(id);
        sweep.run(clock.now().getTime());
        return result;
      });
    },
  };
}
