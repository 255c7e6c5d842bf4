/**
 * Firebase session cookies are self-contained and cannot be deleted one by one, and its own
 * revocation (revokeRefreshTokens) only counts whole seconds. So logout and "end every
 * session" are also kept here: a revoked cookie's hash until it would expire, and per account
 * the millisecond before which its sessions are void (compared with the `sat` claim the
 * adapter puts in every session). One process keeps them in memory; several instances need a
 * shared implementation (e.g. a Firestore collection) with the same interface.
 */
export interface SessionRevocations {
  revokeToken(tokenHash: string, until: Date): Promise<void>;
  isTokenRevoked(tokenHash: string, now: Date): Promise<boolean>;
  revokeAllBefore(key: string, at: number): Promise<void>;
  /** Sessions of `key` issued before this millisecond are void (0: none). */
  revokedBefore(key: string): Promise<number>;
}

export function memorySessionRevocations(): SessionRevocations {
  const tokens = new Map<string, number>();
  const accounts = new Map<string, number>();
  return {
    async revokeToken(tokenHash, until) {
      tokens.set(tokenHash, until.getTime());
    },
    async isTokenRevoked(tokenHash, now) {
      const until = tokens.get(tokenHash);
      if (until === undefined) return false;
      if (until <= now.getTime()) tokens.delete(tokenHash);
      return true;
    },
    async revokeAllBefore(key, at) {
      accounts.set(key, Math.max(at, accounts.get(key) ?? 0));
    },
    async revokedBefore(key) {
      return accounts.get(key) ?? 0;
    },
  };
}
