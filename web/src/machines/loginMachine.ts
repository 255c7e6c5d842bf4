import type { ErrorCode, LoginRequest, MeResponse, SessionUser } from '@colmena/shared';
import { assign, fromPromise, setup } from 'xstate';
import { toErrorCode } from '../api/apiError';
import { api } from '../api/client';

export const minLoginPasswordLength = 6;

export interface LoginContext {
  email: string;
  password: string;
  error: ErrorCode | null;
  user: SessionUser | null;
}

export type LoginEvent =
  | { type: 'credentials.change'; email?: string; password?: string }
  | { type: 'credentials.submit' };

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Sign-in (spec §5 "Login password at least six characters", §8 login errors).
 * A short password or an offline browser fails without calling the server; every server
 * answer ends in `failure` with its catalogue code, shown as `errors.<code>`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as { user: SessionUser | null },
  },
  actors: {
    signIn: fromPromise<MeResponse, LoginRequest>(({ input }) => api.login(input)),
  },
  guards: {
    passwordTooShort: ({ context }) => context.password.length < minLoginPasswordLength,
    offline: () => isBrowserOffline(),
  },
  actions: {
    storeCredentials: assign(({ context, event }) => {
      if (event.type !== 'credentials.change') return {};
      return {
        email: event.email ?? context.email,
        password: event.password ?? context.password,
      };
    }),
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { email: '', password: '', error: null, user: null },
  output: ({ context }) => ({ user: context.user }),
  on: {
    'credentials.change': { actions: 'storeCredentials' },
  },
  states: {
    idle: {
      on: { 'credentials.submit': '#login.validating' },
    },
    validating: {
      always: [
        {
          guard: 'passwordTooShort',
          target: 'failure',
          actions: assign({ error: 'password_too_short' }),
        },
        { guard: 'offline', target: 'failure', actions: assign({ error: 'no_internet' }) },
        { target: 'submitting', actions: assign({ error: null }) },
      ],
    },
    submitting: {
      on: { 'credentials.change': {} },
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'success',
          actions: assign({ user: ({ event }) => event.output.user }),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => toErrorCode(event.error) }),
        },
      },
    },
    failure: {
      on: { 'credentials.submit': '#login.validating' },
    },
    success: { type: 'final' },
  },
});
