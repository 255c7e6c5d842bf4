/**
 * The accounts port: per-tenant sign-in identities and server-side sessions. The local
 * adapter keeps them in SQLite; Firebase Authentication implements it in the cloud.
 */
export interface Account {
  uid: string;
  /** Lowercased; unique within a tenant. */
  email: string;
  lvl: number;
  disabled: boolean;
}

export interface NewAccount {
  uid?: string;
  email: string;
  password: string;
  lvl: number;
  disabled?: boolean;
}

export type PasswordCheck =
  | { status: 'rate_limited' }
  | { status: 'no_account' }
  | { status: 'bad_password'; account: Account }
  | { status: 'ok'; account: Account };

export interface Session {
  /** Goes to the browser once; only its SHA-256 is kept. */
  token: string;
  expiresAt: Date;
}

export interface Accounts {
  /** Fails with AppError `email_in_use` when the tenant already has the email. */
  create(tenant: string, input: NewAccount): Promise<Account>;
  get(tenant: string, uid: string): Promise<Account | null>;
  findByEmail(tenant: string, email: string): Promise<Account | null>;
  remove(tenant: string, uid: string): Promise<void>;
  /** Verifies a password, counting failures per account and per address (rate limit). */
  checkPassword(tenant: string, email: string, password: string, address: string): Promise<PasswordCheck>;
  createSession(tenant: string, uid: string): Promise<Session>;
  /** The signed-in account for a token, or null when unknown, expired or disabled. */
  resolveSession(tenant: string, token: string): Promise<Account | null>;
  deleteSession(tenant: string, token: string): Promise<void>;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
