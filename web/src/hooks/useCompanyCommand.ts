import { useCallback, useState } from 'react';
import { browserFetch } from '../api/browserFetch';
import {
  type CompanyCommands,
  type CompanyCommandType,
  type CompanyOutcome,
  sendCompanyCommand,
} from '../api/companyCommandClient';
import { newId } from '../api/newId';
import { useSession } from './useSession';
import { useSnackbar } from './useSnackbar';
import { useT } from './useT';

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'error'; text: string };

/**
 * A section's saves: one command each, with its progress (saving, saved) and the catalogue's
 * text of a rejection (with the values it names) to show next to the section. An applied save
 * reloads the company at once (the live stamp would too, a moment later).
 */
export function useCompanyCommand() {
  const t = useT();
  const { notify } = useSnackbar();
  const { refresh } = useSession();
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  const send = useCallback(
    async <T extends CompanyCommandType>(
      type: T,
      payload: CompanyCommands[T],
      options: { quiet?: (outcome: CompanyOutcome) => boolean; successText?: string } = {},
    ): Promise<CompanyOutcome> => {
      setState({ status: 'saving' });
      const outcome = await sendCompanyCommand(browserFetch, { id: newId(), type, payload });
      if (outcome.status === 'applied') {
        await refresh().catch((error: unknown) => console.error('The company could not be reloaded', error));
        setState({ status: 'saved' });
        notify({
          text: options.successText ?? t('companyConfig.saved'),
          type: 'success',
          time: successSnackMs,
        });
      } else if (options.quiet?.(outcome)) {
        setState({ status: 'idle' });
      } else {
        setState({ status: 'error', text: t(`errors.${outcome.error}`, outcome.params) });
      }
      return outcome;
    },
    [refresh, notify, t],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}
