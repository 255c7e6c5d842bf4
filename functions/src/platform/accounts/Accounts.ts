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
  /** Not checked: this account from this address (or this address) must wait that long. */
  | { status: 'rate_limited'; retryAfterMs: number }
  | { status: 'no_account' }
  | { status: 'bad_password'; account: Account }
  | { status: 'ok'; account: Account };

export interface Session {
  /** Goes to the browser once; only its SHA-256 is kept. */
  token: string;
  expiresAt: Date;
}

/** A password-reset code as mailed to the user; only a salted hash of it is kept. */
export interface ResetCode {
  code: string;
  expiresAt: Date;
}

export interface Accounts {
  /** Fails with AppError `email_in_use` when the tenant already has the email. */
  create(tenant: string, input: NewAccount): Promise<Account>;
  get(tenant: string, uid: string): Promise<Account | null>;
  findByEmail(tenant: string, email: string): Promise<Account | null>;
  remove(tenant: string, uid: string): Promise<void>;
  /**
   * Verifies a password, throttled (throttleRules.ts): each (account, address) pair gets a few
   * free failures, then waits longer after each one; each address has a high ceiling of
   * failures across accounts. An attempt is counted before the password is checked (so
   * parallel guesses are counted one by one), a right password clears its pair, and the
   * counters are shared by every instance and outlive a restart.
   */
  checkPassword(tenant: string, email: string, password: string, address: string): Promise<PasswordCheck>;
  createSession(tenant: string, uid: string): Promise<Session>;
  /** The signed-in account for a token, or null when unknown, expired or disabled. */
  resolveSession(tenant: string, token: string): Promise<Account | null>;
  deleteSession(tenant: string, token: string): Promise<void>;
  /** Ends every session of the account (password change, disabling). */
  deleteSessionsOf(tenant: string, uid: string): Promise<void>;

  /** The setters fail with AppError `not_found` when the tenant has no such account. */
  setPassword(tenant: string, uid: string, password: string): Promise<void>;
  /** Fails with AppError `email_in_use` when another account of the tenant has it. */
  setEmail(tenant: string, uid: string, email: string): Promise<Account>;
  setLevel(tenant: string, uid: string, lvl: number): Promise<void>;
  setDisabled(tenant: string, uid: string, disabled: boolean): Promise<void>;

  /**
   * A fresh 6-digit one-time code for the account with this email (replacing any earlier
   * one), valid 15 minutes and 5 wrong attempts; null when there is no enabled account.
   * Fails with AppError `too_many_requests` when codes for the email, or from the address, are
   * asked too often, whether or not the account exists.
   */
  createResetCode(tenant: string, email: string, address: string): Promise<ResetCode | null>;
  /**
   * Whether the code is currently valid, without using it up; a wrong code costs an attempt,
   * counted before the comparison, so parallel guesses cannot exceed the 5.
   */
  checkResetCode(tenant: string, email: string, code: string): Promise<boolean>;
  /** Uses the code up: the account's uid when it was valid, else null (a wrong code costs an attempt). */
  consumeResetCode(tenant: string, email: string, code: string): Promise<string | null>;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
