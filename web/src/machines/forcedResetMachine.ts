import type { ErrorCode, NewPasswordRequest } from '@colmena/shared';
import { assign, fromPromise, setup } from 'xstate';
import { accountsApi } from '../api/accountsClient';
import { toErrorCode } from '../api/apiError';
import { checkNewPassword } from '../ui/newPassword';

export interface PasswordUpdateContext {
  password: string;
  repeat: string;
  /** The last failure's catalogue code (the snack shows the spec's own text). */
  error: ErrorCode | null;
}

export type PasswordUpdateEvent =
  | { type: 'password.change'; password?: string; repeat?: string }
  | { type: 'password.submit' };

/**
 * Spec §4 "Password reset dialog: idle, updating (snack "Actualizando contraseña"), then success
 * or error" and §8: success "Contraseña actualizada con exito!" for 3000 ms and the dialog
 * closes; failure "Error al actualizar contraseña!!!" for 10000 ms, error logged, and the user
 * may try again. Submit only when both fields pass the rule (§5).
 *
 * The snacks are the `notify*` actions, no-ops here: the view provides them with the snackbar
 * (`machine.provide({ actions })`), tests with spies. The profile's "change password" is the
 * same flow without the dialog around it.
 */
export const forcedResetMachine = setup({
  types: {
    context: {} as PasswordUpdateContext,
    events: {} as PasswordUpdateEvent,
  },
  actors: {
    updatePassword: fromPromise<void, NewPasswordRequest>(({ input }) => accountsApi.changePassword(input)),
  },
  guards: {
    bothValid: ({ context }) => checkNewPassword(context.password, context.repeat).valid,
  },
  actions: {
    storePasswords: assign(({ context, event }) => {
      if (event.type !== 'password.change') return {};
      return {
        password: event.password ?? context.password,
        repeat: event.repeat ?? context.repeat,
      };
    }),
    notifyUpdating: () => {},
    notifySuccess: () => {},
    notifyError: () => {},
    logFailure: (_, params: { error: unknown }) => {
      console.error('The password could not be updated', params.error);
    },
  },
}).createMachine({
  id: 'forcedReset',
  initial: 'idle',
  context: { password: '', repeat: '', error: null },
  states: {
    idle: {
      on: {
        'password.change': { actions: 'storePasswords' },
        'password.submit': { guard: 'bothValid', target: 'updating' },
      },
    },
    updating: {
      entry: [assign({ error: null }), 'notifyUpdating'],
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.password, confirmPassword: context.repeat }),
        onDone: { target: 'success' },
        onError: {
          target: 'error',
          actions: [
            assign({ error: ({ event }) => toErrorCode(event.error) }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            'notifyError',
          ],
        },
      },
    },
    error: {
      on: {
        'password.change': { actions: 'storePasswords' },
        'password.submit': { guard: 'bothValid', target: 'updating' },
      },
    },
    success: {
      type: 'final',
      entry: 'notifySuccess',
    },
  },
});
