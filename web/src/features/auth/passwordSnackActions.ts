import type { Translate } from '../../app/i18n/LanguageContext';
import type { SnackbarStore } from '../../ui/snackbar/snackbarStore';

/** Spec §8 / §9 snack times. */
export const passwordUpdatedSnackMs = 3000;
export const passwordErrorSnackMs = 10000;

/** The current language and snackbar (read at each snack, so a language switch is heard). */
export interface SnackSpeaker {
  t: Translate;
  snackbar: Pick<SnackbarStore, 'notify' | 'dismiss'>;
}

/**
 * The forced reset machine's snacks (spec §4, §8): "Actualizando contraseña" while updating,
 * with no time, closed when the answer comes; then "Contraseña actualizada con exito!" for
 * 3000 ms or "Error al actualizar contraseña!!!" for 10000 ms. Kept apart from the form so
 * the machine can be tested with these very actions.
 */
export function passwordSnackActions(current: () => SnackSpeaker) {
  let updating: string | null = null;
  const closeUpdating = () => {
    if (updating) current().snackbar.dismiss(updating);
    updating = null;
  };
  return {
    notifyUpdating: () => {
      const { t, snackbar } = current();
      updating = snackbar.notify({ text: t('accounts.password.updating') });
    },
    notifySuccess: () => {
      closeUpdating();
      const { t, snackbar } = current();
      snackbar.notify({
        text: t('accounts.password.updated'),
        type: 'success',
        time: passwordUpdatedSnackMs,
      });
    },
    notifyError: () => {
      closeUpdating();
      const { t, snackbar } = current();
      snackbar.notify({ text: t('errors.password_update_error'), type: 'error', time: passwordErrorSnackMs });
    },
  };
}
