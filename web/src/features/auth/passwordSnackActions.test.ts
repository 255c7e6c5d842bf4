import { type NewPasswordRequest, translate } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forcedResetMachine } from '../../machines/forcedResetMachine';
import { createSnackbarStore } from '../../ui/snackbar/snackbarStore';
import { passwordSnackActions } from './passwordSnackActions';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The forced reset machine with its real snack actions, over a real snackbar store, in Spanish. */
function start(update: () => Promise<void>) {
  const snackbar = createSnackbarStore({ missingText: 'Sin variable -text-' });
  const speaker = { t: (key: Parameters<typeof translate>[1]) => translate('es', key), snackbar };
  const machine = forcedResetMachine.provide({
    actors: { updatePassword: fromPromise<void, NewPasswordRequest>(update) },
    actions: { ...passwordSnackActions(() => speaker), logFailure: () => {} },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'password.change', password: 'Colmena2027', repeat: 'Colmena2027' });
  const snacks = () => snackbar.getSnapshot().map(({ text, type, time }) => ({ text, type, time }));
  return { actor, snacks };
}

describe('forced reset snacks (spec §4, §8)', () => {
  it('updating, then "Contraseña actualizada con exito!" for 3000 ms', async () => {
    let resolve: () => void = () => {};
    const { actor, snacks } = start(() => new Promise<void>((r) => (resolve = r)));
    actor.send({ type: 'password.submit' });
    expect(snacks()).toEqual([{ text: 'Actualizando contraseña', type: 'normal', time: undefined }]);
    resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(snacks()).toEqual([{ text: 'Contraseña actualizada con exito!', type: 'success', time: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snacks()).toEqual([]);
  });

  it('updating, then "Error al actualizar contraseña!!!" for 10000 ms', async () => {
    const { actor, snacks } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(snacks()).toEqual([{ text: 'Error al actualizar contraseña!!!', type: 'error', time: 10000 }]);
    vi.advanceTimersByTime(9999);
    expect(snacks()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snacks()).toEqual([]);
  });
});
