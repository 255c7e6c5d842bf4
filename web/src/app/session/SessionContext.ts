import type { PublicCompany, SessionUser } from '@colmena/shared';
import { createContext } from 'react';

export interface SessionState {
  company: PublicCompany;
  /** null = signed out. The app renders nothing until this is known (spec §2 Layout). */
  user: SessionUser | null;
  /** Reloads company and user, e.g. after sign-in or sign-out (the visible collections change). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);
