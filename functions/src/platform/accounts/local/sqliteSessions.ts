import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { Session } from '../Accounts';

export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Tokens are 32 random bytes; the table keeps only their SHA-256, so a copy of the database
 * opens no session. Looking a token up by its hash is an index probe on a value the caller
 * cannot steer byte by byte, so no constant-time comparison is needed there.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRow {
  tenant: string;
  uid: string;
}

export class SqliteSessions {
  private readonly insert;
  private readonly sweep;
  private readonly removeOne;
  private readonly removeAllOf;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare<[string, string, string, string, string]>(
      'INSERT INTO sessions (token_hash, tenant, uid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.sweep = db.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?');
    this.removeOne = db.prepare<[string, string]>('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?');
    this.removeAllOf = db.prepare<[string, string]>('DELETE FROM sessions WHERE tenant = ? AND uid = ?');
  }

  create(tenant: string, uid: string): Session {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
    // Expired sessions are swept here rather than by a timer: sign-ins are rare and cheap.
    this.sweep.run(now.toISOString());
    this.insert.run(tokenHash(token), tenant, uid, now.toISOString(), expiresAt.toISOString());
    return { token, expiresAt };
  }

  delete(tenant: string, token: string): void {
    this.removeOne.run(tokenHash(token), tenant);
  }

  deleteAllOf(tenant: string, uid: string): void {
    this.removeAllOf.run(tenant, uid);
  }
}
