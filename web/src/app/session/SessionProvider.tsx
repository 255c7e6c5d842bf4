import type { ErrorCode } from '@colmena/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, toErrorCode } from '../../api/apiError';
import type { ApiClient } from '../../api/client';
import { onLiveStreamEnd } from '../../api/liveClient';
import { BootError } from '../boot/BootError';
import { LoadingScreen } from '../boot/LoadingScreen';
import { UnknownCompany } from '../boot/UnknownCompany';
import { applyCompanyTheme } from '../theme/applyTheme';
import { type LoadedSession, loadSession } from './loadSession';
import { SessionContext, type SessionState } from './SessionContext';

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; session: LoadedSession }
  | { status: 'unknownCompany' }
  | { status: 'failed'; code: ErrorCode };

interface Props {
  client: ApiClient;
  children: ReactNode;
}

function bootFailure(error: unknown): Boot {
  if (error instanceof ApiError && error.code === 'unknown_company') return { status: 'unknownCompany' };
  return { status: 'failed', code: toErrorCode(error) };
}

/**
 * App start (spec §4): loading, then ready, or the unknown-company redirect. Nothing of the app
 * renders before company and session are both known.
 */
export function SessionProvider({ client, children }: Props) {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only triggers a retry
  useEffect(() => {
    const controller = new AbortController();
    loadSession(client, controller.signal).then(
      (session) => {
        applyCompanyTheme(session.company);
        setBoot({ status: 'ready', session });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Company or session could not be loaded', error);
        setBoot(bootFailure(error));
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  const refresh = useCallback(async () => {
    try {
      const session = await loadSession(client);
      applyCompanyTheme(session.company);
      setBoot({ status: 'ready', session });
    } catch (error) {
      // A failed refresh keeps the screen as it is; the caller tells the user.
      if (error instanceof ApiError && error.code === 'unknown_company')
        setBoot({ status: 'unknownCompany' });
      throw error;
    }
  }, [client]);

  // The server ends the tab's live stream when its session ends elsewhere (logout, account
  // disabled or deleted) or its level changes: the refreshed session then sends a signed-out
  // user to sign in, and the live client subscribes again under the new rules once this settles.
  useEffect(
    () =>
      onLiveStreamEnd(async () => {
        try {
          await refresh();
        } catch (error) {
          console.error('The session could not be refreshed after the live stream ended', error);
        }
      }),
    [refresh],
  );

  const retry = useCallback(() => {
    setBoot({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<SessionState | null>(
    () => (boot.status === 'ready' ? { ...boot.session, refresh } : null),
    [boot, refresh],
  );

  if (boot.status === 'unknownCompany') return <UnknownCompany />;
  if (boot.status === 'failed') return <BootError code={boot.code} onRetry={retry} />;
  if (!value) return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}
