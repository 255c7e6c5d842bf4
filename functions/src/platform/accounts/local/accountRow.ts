import type { Account } from '../Accounts';

export interface AccountRow {
  uid: string;
  email: string;
  password_hash: string;
  lvl: number;
  disabled: number;
}

export const toAccount = (row: AccountRow): Account => ({
  uid: row.uid,
  email: row.email,
  lvl: row.lvl,
  disabled: row.disabled === 1,
});

/** The UNIQUE (tenant, email) constraint: another account of the tenant has the email. */
export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Error && 'code' in err && String(err.code).startsWith('SQLITE_CONSTRAINT');
