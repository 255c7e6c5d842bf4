import { useEffect, useState } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { type ContactAccount, fetchContactAccounts } from '../../api/contactAccounts';

export type ContactAccountsState =
  | { status: 'loading' }
  | { status: 'ready'; accounts: Record<string, ContactAccount> | null };

/**
 * The accounts behind the contacts, for staff (`enabled`: who see the people list); others, and a failed read, get
 * null — the screens then leave level and sign-in state alone instead of guessing them.
 */
export function useContactAccounts(enabled: boolean): ContactAccountsState {
  const [state, setState] = useState<ContactAccountsState>(
    enabled ? { status: 'loading' } : { status: 'ready', accounts: null },
  );

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'ready', accounts: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchContactAccounts(browserFetch, controller.signal).then(
      (accounts) => setState({ status: 'ready', accounts }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The accounts of the agenda could not be read', error);
        setState({ status: 'ready', accounts: null });
      },
    );
    return () => controller.abort();
  }, [enabled]);

  return state;
}
