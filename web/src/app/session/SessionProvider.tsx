import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/apiError';
import type { ApiClient } from '../../api/client';
import { credentialChangesSettled } from '../../api/credentialChange';
import { onLiveStreamEnd } from '../../api/liveClient';
import { BootError } from '../boot/BootError';
import { LoadingScreen } from '../boot/LoadingScreen';
import { UnknownCompany } from '../boot/UnknownCompany';
import { applyCompanyTheme } from '../theme/applyTheme';
import { type BootFailure, bootFailure } from './bootFailure';
import { sameColors } from './liveCompany';
import { type LoadedSession, loadSession } from './loadSession';
import { SessionContext, type SessionState } from './SessionContext';
import { endedElsewhere } from './sessionEnd';
import { clearOwnSignOut, isOwnSignOut } from './signOutIntent';
import { useLiveCompany } from './useLiveCompany';

type Boot = { status: 'loading' } | { status: 'ready'; session: LoadedSession } | BootFailure;

// Only the bare host served by Firebase Hosting needs it: a chunk of its own, loaded then.
const LandingApp = lazy(() =>
  import('../../landing/LandingShell').then((m) => ({ default: m.LandingShell })),
);

interface Props {
  client: ApiClient;
  children: ReactNode;
}

/**
 * App start (spec §4): loading, then ready, or the unknown-company redirect. Nothing of the app
 * renders before company and session are both known.
 */
export function SessionProvider({ client, children }: Props) {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [sessionEnded, setSessionEnded] = useState(false);
  // Whether the tab is signed in right now, for the stream-end handler (no re-subscription per change).
  const signedInRef = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only triggers a retry
  useEffect(() => {
    const controller = new AbortController();
    loadSession(client, controller.signal).then(
      (session) => {
        applyCompanyTheme(session.company);
        signedInRef.current = session.user !== null;
        setBoot({ status: 'ready', session });
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await bootFailure(error, client, window.location, controller.signal);
        if (controller.signal.aborted) return;
        if (failure.status === 'failed') console.error('Company or session could not be loaded', error);
        setBoot(failure);
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  /** `decide` runs with the new session before it is shown, so both land in one render. */
  const reload = useCallback(
    async (decide?: (session: LoadedSession) => void): Promise<void> => {
      try {
        const session = await loadSession(client);
        applyCompanyTheme(session.company);
        signedInRef.current = session.user !== null;
        if (session.user) {
          setSessionEnded(false);
          clearOwnSignOut();
        }
        decide?.(session);
        setBoot({ status: 'ready', session });
      } catch (error) {
        // A failed refresh keeps the screen as it is; the caller tells the user.
        if (error instanceof ApiError && error.code === 'unknown_company') {
          const failure = await bootFailure(error, client, window.location);
          if (failure.status === 'unknownCompany') setBoot(failure);
        }
        throw error;
      }
    },
    [client],
  );
  const refresh = useCallback(() => reload(), [reload]);

  // The server ends the tab's live stream when its session ends elsewhere (logout, password
  // change, account disabled or deleted) or its level changes: the refreshed session then sends
  // a signed-out user to sign in — told why when the tab did not sign out itself — and the live
  // client subscribes again under the new rules once this settles.
  useEffect(
    () =>
      onLiveStreamEnd(async (streamEnd) => {
        const wasSignedIn = signedInRef.current;
        try {
          // This tab's own password change ends its stream too: its fresh session comes in
          // that request's answer, so the session is read again only once it has arrived.
          await credentialChangesSettled();
          await reload((session) => {
            const signedInNow = session.user !== null;
            if (endedElsewhere({ streamEnd, wasSignedIn, signedInNow, ownSignOut: isOwnSignOut() }))
              setSessionEnded(true);
          });
        } catch (error) {
          console.error('The session could not be refreshed after the live stream ended', error);
        }
      }),
    [reload],
  );

  // Spec §7 live "company": every open tab follows the company (icon bar, collections, starting
  // page, favicon: a reload of GET /api/company) and its colours (the theme, at once).
  const signedIn = boot.status === 'ready' && boot.session.user !== null;
  const liveColors = useLiveCompany(
    signedIn,
    useCallback(() => {
      refresh().catch((error: unknown) => console.error('The company could not be reloaded', error));
    }, [refresh]),
  );
  const session = boot.status === 'ready' ? boot.session : null;
  const company = useMemo(
    () =>
      session && liveColors && !sameColors(liveColors, session.company.colors)
        ? { ...session.company, colors: liveColors }
        : (session?.company ?? null),
    [session, liveColors],
  );
  // Whenever the live colours change (back to what the session loaded, too), the theme follows.
  const liveColorsKey = liveColors ? JSON.stringify(liveColors) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the colours' content
  useEffect(() => {
    if (company && liveColorsKey !== null) applyCompanyTheme(company);
  }, [liveColorsKey]);

  const retry = useCallback(() => {
    setBoot({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<SessionState | null>(
    () => (session && company ? { ...session, company, refresh, sessionEnded } : null),
    [session, company, refresh, sessionEnded],
  );

  if (boot.status === 'landing')
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LandingApp />
      </Suspense>
    );
  if (boot.status === 'unknownCompany') return <UnknownCompany mainSite={boot.mainSite} />;
  if (boot.status === 'failed') return <BootError code={boot.code} onRetry={retry} />;
  if (!value) return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}
