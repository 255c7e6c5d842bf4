import type { PublicCompany, SessionUser } from '@colmena/shared';
import { createContext } from 'react';

export interface SessionState {
  company: PublicCompany;
  /** null = signed out. The app renders nothing until this is known (spec §2 Layout). */
  user: SessionUser | null;
  /** Reloads company and user, e.g. after sign-in or sign-out (the visible collections change). */
  refresh(): Promise<void>;
  /**
   * The tab was signed in and lost its session to something done elsewhere (sign-out in
   * another tab or device, a password change, expiry): the sign-in page says so. False again
   * once signed in.
   */
  sessionEnded: boolean;
}

export const SessionContext = createContext<SessionState | null>(null);
