import {
  type EmailChangeRequest,
  meResponseSchema,
  type NewPasswordRequest,
  type ResetCodeRequest,
  type ResetConfirmRequest,
  type ResetRequest,
  type SessionUser,
} from '@colmena/shared';
import { browserFetch } from './browserFetch';
import { asCredentialChange } from './credentialChange';
import { type Fetch, send } from './request';

/**
 * The account calls of issue 4 (forgotten password, forced reset, profile). Failures are
 * ApiErrors with the server's catalogue code, like every call of `request.ts`.
 */
export interface AccountsClient {
  /** Mails a one-time code (the server answers the same whether or not the account exists). */
  requestResetCode(email: string): Promise<void>;
  verifyResetCode(request: ResetCodeRequest): Promise<void>;
  /** Sets the new password; the user it signed in, when the server starts a session. */
  confirmReset(request: ResetConfirmRequest): Promise<SessionUser | null>;
  /** The signed-in user's new password (forced reset and profile). */
  changePassword(request: NewPasswordRequest): Promise<void>;
  changeEmail(request: EmailChangeRequest): Promise<void>;
}

/** An answer that carries the session user (`MeResponse`), else null: the caller refreshes anyway. */
async function userOf(response: Response): Promise<SessionUser | null> {
  const parsed = meResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.user : null;
}

export function createAccountsClient(fetchFn: Fetch): AccountsClient {
  const post = (path: string, body: unknown) => send(fetchFn, path, { method: 'POST', body });
  return {
    requestResetCode: async (email) => {
      const request: ResetRequest = { email };
      await post('/api/auth/reset/request', request);
    },
    verifyResetCode: async (request) => {
      await post('/api/auth/reset/verify', request);
    },
    // Both end every session of the account and answer with this tab's fresh one.
    confirmReset: async (request) =>
      userOf(await asCredentialChange(() => post('/api/auth/reset/confirm', request))),
    changePassword: async (request) => {
      await asCredentialChange(() => post('/api/auth/password', request));
    },
    changeEmail: async (request) => {
      await post('/api/auth/email', request);
    },
  };
}

export const accountsApi: AccountsClient = createAccountsClient(browserFetch);
