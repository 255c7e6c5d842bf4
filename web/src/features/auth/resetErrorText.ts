import type { Translate } from '../../app/i18n/LanguageContext';
import type { ForgotPasswordError } from '../../machines/forgotPasswordMachine';

/** A reset step's failure in words: the refused code has its own text, the rest the catalogue's. */
export function resetErrorText(t: Translate, error: ForgotPasswordError): string {
  return error === 'wrong_code' ? t('accounts.forgot.wrongCode') : t(`errors.${error}`);
}
