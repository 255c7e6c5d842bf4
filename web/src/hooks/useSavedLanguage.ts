import { type Language, translate } from '@colmena/shared';
import { useCallback, useState } from 'react';
import { useContactCommand } from '../features/people/useContactCommand';
import { useLanguage } from './useLanguage';
import { useSession } from './useSession';
import { useSnackbar } from './useSnackbar';

const savedSnackMs = 3000;

export interface SavedLanguage {
  language: Language;
  /** The company's languages: what may be chosen. */
  languages: readonly Language[];
  saving: boolean;
  /** Applies the chosen language at once and saves it on the contact (`lenguage`). */
  change(language: Language): Promise<void>;
}

/**
 * Spec §4 "the language … is saved on the contact", picked from the company's languages
 * (issue 12 point 6: a picker, not a toggle that surprises): the choice applies immediately;
 * the contact is changed with a `contact.update` command (the agenda takes no document
 * commands; a rejection is already a snack from useContactCommand), then the session is
 * reloaded so the next sign-in and every tab agree. Choosing the current one does nothing.
 */
export function useSavedLanguage(): SavedLanguage {
  const { language, languages, choose } = useLanguage();
  const { user, refresh } = useSession();
  const run = useContactCommand();
  const { notify } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const contactId = user?.contact?.FireId;

  const change = useCallback(
    async (next: Language) => {
      if (next === language) return;
      choose(next);
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
    },
    [language, choose, contactId, run, notify, refresh],
  );

  return { language, languages, saving, change };
}
