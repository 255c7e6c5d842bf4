import type { ErrorCode } from '@colmena/shared';
import { mayManageAccount } from '@colmena/shared/policy';
import { useState } from 'react';
import { toErrorCode } from '../../api/apiError';
import { browserFetch } from '../../api/browserFetch';
import { mailPasswordReset } from '../../api/contactPasswords';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import type { Person } from './people';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { errorSnackMs } from './useContactCommand';

const doneSnackMs = 3000;

export type PasswordAccess = 'manage' | 'noAccount' | 'disabled' | 'notYours' | 'own';

/**
 * What the edit screen offers for another person's password, by the rules the server applies
 * (passwordResetByStaff.ts, shared mayManageAccount): nothing on one's own contact (the profile
 * changes it), an account to act on, enabled, and strictly below the actor (level 100: anyone).
 * An account whose level is not known is offered: the server decides.
 */
export function passwordAccess(
  user: { uid: string; lvl: number; contactId: string | null },
  person: Pick<Person, 'id' | 'loginId' | 'account'>,
): PasswordAccess {
  if (person.id === user.contactId || person.loginId === user.uid) return 'own';
  if (person.loginId === '') return 'noAccount';
  if (!person.account) return 'manage';
  if (person.account.disabled) return 'disabled';
  return mayManageAccount(user.lvl, { lvl: person.account.lvl, own: false }) ? 'manage' : 'notYours';
}

const explained: Record<
  Exclude<PasswordAccess, 'manage' | 'own'>,
  'people.password.noAccount' | 'people.password.disabled' | 'people.password.notYours'
> = {
  noAccount: 'people.password.noAccount',
  disabled: 'people.password.disabled',
  notYours: 'people.password.notYours',
};

/** The edit screen's password card: a temporary password, or a reset link by mail. */
export function PasswordActions({ person, name }: { person: Person; name: string }) {
  const t = useT();
  const { user } = useSession();
  const { notify } = useSnackbar();
  const [dialog, setDialog] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  if (!user) return null;
  const access = passwordAccess(
    { uid: user.uid, lvl: user.lvl, contactId: user.contact?.FireId ?? null },
    person,
  );
  if (access === 'own') return null;

  const mail = async () => {
    setMailing(true);
    setFailure(null);
    try {
      await mailPasswordReset(browserFetch, person.id);
      notify({
        text: t('people.password.mailDone', { email: person.email }),
        type: 'success',
        time: doneSnackMs,
      });
    } catch (error) {
      const code = toErrorCode(error);
      setFailure(code);
      notify({ text: t(`errors.${code}`), type: 'error', time: errorSnackMs });
    } finally {
      setMailing(false);
    }
  };

  return (
    <section className="contact-form__card contact-password" aria-labelledby="contact-password-title">
      <h2 id="contact-password-title" className="contact-password__title">
        {t('people.password.title')}
      </h2>
      {access === 'manage' ? (
        <>
          <p className="contact-form__wide field-hint">{t('people.password.text')}</p>
          <div className="contact-form__wide contact-password__actions">
            <button type="button" className="button button--outlined" onClick={() => setDialog(true)}>
              {t('people.password.temporary')}
            </button>
            <button
              type="button"
              className="button button--outlined"
              disabled={mailing}
              onClick={() => void mail()}
            >
              {t(mailing ? 'people.password.mailSending' : 'people.password.mail')}
            </button>
          </div>
          <div className="contact-form__wide">
            <FormError text={failure ? t(`errors.${failure}`) : null} />
          </div>
        </>
      ) : (
        <p className="contact-form__wide field-hint">{t(explained[access])}</p>
      )}
      {dialog && (
        <TemporaryPasswordDialog
          contactId={person.id}
          name={name}
          onClose={() => setDialog(false)}
          onDone={() => {
            setDialog(false);
            notify({ text: t('people.password.temporaryDone'), type: 'success', time: doneSnackMs });
          }}
        />
      )}
    </section>
  );
}
