/**
 * Password changes in flight in this tab. A password change ends every session of the account
 * (the server then starts a fresh one for the tab that asked, in the answer's cookie), so this
 * tab's live stream may end as unauthenticated before that answer has arrived: whoever reacts
 * to the stream's end waits for these first, or it would read the old cookie and take the tab
 * for signed out. Module state: one tab.
 */
const inFlight = new Set<Promise<unknown>>();

/** Runs a request that replaces this tab's session, counted until it settles either way. */
export async function asCredentialChange<T>(request: () => Promise<T>): Promise<T> {
  const pending = request();
  inFlight.add(pending);
  try {
    return await pending;
  } finally {
    inFlight.delete(pending);
  }
}

/** Resolves once no password change of this tab is in flight (at once when none is). */
export async function credentialChangesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
