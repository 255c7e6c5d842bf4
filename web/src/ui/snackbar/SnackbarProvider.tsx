import { translate } from '@colmena/shared';
import { type ReactNode, useState } from 'react';
import { SnackbarContext } from './SnackbarContext';
import { SnackbarHost } from './SnackbarHost';
import { createSnackbarStore } from './snackbarStore';

/** One queue per app; the host renders it above everything, at the bottom of the screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  // The missing-text message is the same in every catalogue (spec §8 quotes it once).
  const [store] = useState(() =>
    createSnackbarStore({ missingText: translate('es', 'snackbar.missingText') }),
  );
  return (
    <SnackbarContext value={store}>
      {children}
      <SnackbarHost store={store} />
    </SnackbarContext>
  );
}
