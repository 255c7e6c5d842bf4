import { useContext } from 'react';
import { SessionContext, type SessionState } from '../app/session/SessionContext';

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a SessionProvider that has finished loading');
  return state;
}
