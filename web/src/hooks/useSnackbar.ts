import { useContext } from 'react';
import { SnackbarContext } from '../ui/snackbar/SnackbarContext';
import type { SnackbarStore } from '../ui/snackbar/snackbarStore';

/** `notify({ text, type, time, group })` from any screen; returns the id for `dismiss`. */
export function useSnackbar(): Pick<SnackbarStore, 'notify' | 'dismiss' | 'dismissGroup'> {
  const store = useContext(SnackbarContext);
  if (!store) throw new Error('useSnackbar needs a SnackbarProvider');
  return store;
}
