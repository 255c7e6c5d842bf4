import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toErrorCode } from '../api/apiError';
import { api } from '../api/client';
import { clearOwnSignOut, noteOwnSignOut } from '../app/session/signOutIntent';
import { useSession } from './useSession';
import { useSnackbar } from './useSnackbar';
import { useT } from './useT';

/** Spec §2/§9: after the confirmation the app waits 500 ms, then signs out and goes to "/". */
export const logoutDelayMs = 500;
const errorSnackMs = 10000;

export type LogoutPhase = 'idle' | 'confirming' | 'signingOut';

export function useLogout() {
  const [phase, setPhase] = useState<LogoutPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { notify } = useSnackbar();
  const t = useT();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const ask = useCallback(() => setPhase('confirming'), []);
  const cancel = useCallback(() => setPhase('idle'), []);

  const confirm = useCallback(() => {
    setPhase('signingOut');
    timer.current = setTimeout(async () => {
      try {
        noteOwnSignOut();
        await api.logout();
        await refresh();
        navigate('/', { replace: true });
      } catch (error) {
        console.error('Sign-out failed', error);
        clearOwnSignOut();
        notify({ text: t(`errors.${toErrorCode(error)}`), type: 'error', time: errorSnackMs });
        setPhase('idle');
      }
    }, logoutDelayMs);
  }, [navigate, refresh, notify, t]);

  return { phase, ask, cancel, confirm };
}
