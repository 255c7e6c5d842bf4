import type { ErrorCode, NewPasswordRequest, ResetCodeRequest, SessionUser } from '@colmena/shared';
import { assign, fromPromise, setup } from 'xstate';
import { accountsApi } from '../api/accountsClient';
import { toErrorCode } from '../api/apiError';
import { isWellFormedEmail } from '../features/auth/emailAddress';
import { isCodeRejection, isCompleteResetCode, normalizeResetCode } from '../features/auth/resetCode';
import { checkNewPassword } from '../ui/newPassword';

/** A catalogue code, or 'wrong_code': the code was refused (the screen has its own words for it). */
export type ForgotPasswordError = ErrorCode | 'wrong_code';

export interface ForgotPasswordContext {
  email: string;
  code: string;
  password: string;
  repeat: string;
  error: ForgotPasswordError | null;
  /** A code went out in this visit: the screen says "Check your email to continue!". */
  codeSent: boolean;
  user: SessionUser | null;
}

export type ForgotPasswordEvent =
  | { type: 'email.change'; email: string }
  | { type: 'email.submit' }
  | { type: 'email.edit' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'password.change'; password?: string; repeat?: string }
  | { type: 'password.submit' };

export interface ForgotPasswordInput {
  /** From `/reset-password?email=…&code=…` (the mail's link): start at the code. */
  email?: string;
  code?: string;
}

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const codeFailure = (error: unknown): ForgotPasswordError => {
  const code = toErrorCode(error);
  return isCodeRejection(code) ? 'wrong_code' : code;
};

/**
 * Forgotten password (spec §2 "/reset-password, /forgot-password: email verification, code, new
 * password, repeat"; §8 "Wrong email!", "Check your email to continue!"):
 * enteringEmail → sendingCode → enteringCode → verifyingCode → enteringPassword →
 * savingPassword → done. A malformed address fails as wrong_email without calling the server;
 * every async step has its failure; a refused code sends the user back to the code.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as { user: SessionUser | null },
  },
  actors: {
    requestCode: fromPromise<void, { email: string }>(({ input }) =>
      accountsApi.requestResetCode(input.email),
    ),
    verifyCode: fromPromise<void, ResetCodeRequest>(({ input }) => accountsApi.verifyResetCode(input)),
    confirmReset: fromPromise<SessionUser | null, ResetCodeRequest & NewPasswordRequest>(({ input }) =>
      accountsApi.confirmReset(input),
    ),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    emailMalformed: ({ context }) => !isWellFormedEmail(context.email),
    offline: () => isBrowserOffline(),
    codeIncomplete: ({ context }) => !isCompleteResetCode(context.code),
    passwordsValid: ({ context }) => checkNewPassword(context.password, context.repeat).valid,
    codeRefused: ({ event }) => 'error' in event && codeFailure(event.error) === 'wrong_code',
  },
  actions: {
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'starting',
  context: ({ input }) => ({
    email: input.email?.trim() ?? '',
    code: normalizeResetCode(input.code ?? ''),
    password: '',
    repeat: '',
    error: null,
    codeSent: false,
    user: null,
  }),
  output: ({ context }) => ({ user: context.user }),
  states: {
    starting: {
      always: [{ guard: 'hasEmail', target: 'enteringCode' }, { target: 'enteringEmail' }],
    },
    enteringEmail: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.email, error: null }) },
        'email.submit': [
          { guard: 'emailMalformed', actions: assign({ error: 'wrong_email' }) },
          { guard: 'offline', actions: assign({ error: 'no_internet' }) },
          { target: 'sendingCode' },
        ],
      },
    },
    sendingCode: {
      entry: 'clearError',
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'enteringCode', actions: assign({ codeSent: true, code: '' }) },
        onError: {
          target: 'enteringEmail',
          actions: assign({ error: ({ event }) => toErrorCode(event.error) }),
        },
      },
    },
    enteringCode: {
      on: {
        'code.change': {
          actions: assign({ code: ({ event }) => normalizeResetCode(event.code), error: null }),
        },
        'code.submit': [
          { guard: 'codeIncomplete', actions: assign({ error: 'wrong_code' }) },
          { guard: 'offline', actions: assign({ error: 'no_internet' }) },
          { target: 'verifyingCode' },
        ],
        'code.resend': { target: 'sendingCode' },
        'email.edit': {
          target: 'enteringEmail',
          actions: assign({ code: '', codeSent: false, error: null }),
        },
      },
    },
    verifyingCode: {
      entry: 'clearError',
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ email: context.email.trim(), code: context.code }),
        onDone: { target: 'enteringPassword' },
        onError: {
          target: 'enteringCode',
          actions: assign({ error: ({ event }) => codeFailure(event.error) }),
        },
      },
    },
    enteringPassword: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => ({
            password: event.password ?? context.password,
            repeat: event.repeat ?? context.repeat,
            error: null,
          })),
        },
        'password.submit': { guard: 'passwordsValid', target: 'savingPassword' },
      },
    },
    savingPassword: {
      entry: 'clearError',
      invoke: {
        src: 'confirmReset',
        input: ({ context }) => ({
          email: context.email.trim(),
          code: context.code,
          password: context.password,
          confirmPassword: context.repeat,
        }),
        onDone: { target: 'done', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          // The code expired or ran out of attempts meanwhile: ask for a new one.
          {
            guard: 'codeRefused',
            target: 'enteringCode',
            actions: assign({ error: 'wrong_code', code: '' }),
          },
          {
            target: 'enteringPassword',
            actions: assign({ error: ({ event }) => toErrorCode(event.error) }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
