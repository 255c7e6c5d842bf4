import { createContext } from 'react';
import type { SnackbarStore } from './snackbarStore';

export const SnackbarContext = createContext<SnackbarStore | null>(null);
