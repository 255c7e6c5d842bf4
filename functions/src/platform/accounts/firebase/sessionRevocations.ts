/**
 * Firebase session cookies are self-contained and cannot be deleted one by one, and its own
 * revocation (revokeRefreshTokens) only counts whole seconds. So logout and "end every
 * session" are also kept here: a revoked cookie's hash until it would expire, and per account
 * the millisecond before which its sessions are void (compared with the `sat` claim the
 * adapter puts in every session). One process may keep them in memory; the cloud deployment's
 * instances share them through the store (storeAuthState.ts).
 */
export interface SessionRevocations {
  revokeToken(tenant: string, tokenHash: string, until: Date): Promise<void>;
  isTokenRevoked(tenant: string, tokenHash: string, now: Date): Promise<boolean>;
  revokeAllBefore(tenant: string, uid: string, at: number): Promise<void>;
  /** Sessions of the account issued up to this millisecond are void (0: none). */
  revokedBefore(tenant: string, uid: string): Promise<number>;
}

export function memorySessionRevocations(): SessionRevocations {
  const tokens = new Map<string, number>();
  const accounts = new Map<string, number>();
  const scoped = (tenant: string, key: string) => `${tenant}\n${key}`;
  return {
    async revokeToken(tenant, tokenHash, until) {
      tokens.set(scoped(tenant, tokenHash), until.getTime());
    },
    async isTokenRevoked(tenant, tokenHash, now) {
      const key = scoped(tenant, tokenHash);
      const until = tokens.get(key);
      if (until === undefined) return false;
      if (until <= now.getTime()) tokens.delete(key);
      return true;
    },
    async revokeAllBefore(tenant, uid, at) {
      const key = scoped(tenant, uid);
      accounts.set(key, Math.max(at, accounts.get(key) ?? 0));
    },
    async revokedBefore(tenant, uid) {
      return accounts.get(scoped(tenant, uid)) ?? 0;
    },
  };
}
