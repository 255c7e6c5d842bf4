import { type Language, nextLanguage, translate } from '@colmena/shared';
import { useCallback, useState } from 'react';
import { useContactCommand } from '../features/people/useContactCommand';
import { useLanguage } from './useLanguage';
import { useSession } from './useSession';
import { useSnackbar } from './useSnackbar';

const savedSnackMs = 3000;

export interface SavedLanguage {
  language: Language;
  saving: boolean;
  /** Moves to the next company language at once and saves it on the contact (`lenguage`). */
  change(): Promise<void>;
}

/**
 * Spec §4 "Language cycles through the list on change and is saved on the contact": the switch
 * applies immediately; the contact is changed with a `contact.update` command (the agenda
 * takes no document commands; a rejection is already a snack from useContactCommand), then the
 * session is reloaded so the next sign-in and every tab agree.
 */
export function useSavedLanguage(): SavedLanguage {
  const { language, languages, cycle } = useLanguage();
  const { user, refresh } = useSession();
  const run = useContactCommand();
  const { notify } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const contactId = user?.contact?.FireId;

  const change = useCallback(async () => {
    const next = nextLanguage(language, languages);
    cycle();
    if (!contactId) return;
    setSaving(true);
    try {
      const outcome = await run({ type: 'contact.update', payload: { contactId, lenguage: next } });
      if (outcome.status !== 'applied') return;
      notify({
        text: translate(next, 'accounts.profile.languageSaved'),
        type: 'success',
        time: savedSnackMs,
      });
      await refresh().catch((error: unknown) => console.error('The session could not be reloaded', error));
    } finally {
      setSaving(false);
    }
  }, [language, languages, cycle, contactId, run, notify, refresh]);

  return { language, saving, change };
}
