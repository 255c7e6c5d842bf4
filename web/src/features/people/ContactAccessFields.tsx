import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { CheckField } from './CheckField';
import type { ContactFieldChange, ContactForm, ContactFormErrors, ContactFormMode } from './contactForm';
import { LevelField } from './LevelField';

interface Props {
  form: ContactForm;
  errors: ContactFormErrors;
  mode: ContactFormMode;
  /** Level 100 editing a contact that has an account. */
  showLevel: boolean;
  /** The account's sign-in state is known (level 100), so it can be changed. */
  showDisabled: boolean;
  disabled: boolean;
  onChange: ContactFieldChange;
}

/** Password and repeat (create), level, forced reset and disabled. */
export function ContactAccessFields({
  form,
  errors,
  mode,
  showLevel,
  showDisabled,
  disabled,
  onChange: update,
}: Props) {
  const t = useT();
  const { user } = useSession();
  return (
    <fieldset className="contact-form__card" disabled={disabled}>
      <legend>{t('accounts.contact.access')}</legend>
      {mode === 'create' && (
        <div className="contact-form__wide form">
          <NewPasswordFields
            password={form.password}
            repeat={form.repeat}
            passwordLabel={t('accounts.contact.password')}
            repeatLabel={t('accounts.contact.repeat')}
            onChange={(change) => {
              if (change.password !== undefined) update('password', change.password);
              if (change.repeat !== undefined) update('repeat', change.repeat);
            }}
          />
          <FormError text={errors.repeat ? t(`errors.${errors.repeat}`) : null} />
        </div>
      )}
      {showLevel && user && (
        <LevelField ownLvl={user.lvl} value={form.lvl} onValueChange={(v) => update('lvl', v)} />
      )}
      <div className="contact-form__wide form">
        <CheckField
          label={t('accounts.contact.forceReset')}
          checked={form.forceReset}
          onCheckedChange={(v) => update('forceReset', v)}
        />
        {showDisabled && (
          <CheckField
            label={t('accounts.contact.disabled')}
            checked={form.disabled}
            onCheckedChange={(v) => update('disabled', v)}
          />
        )}
      </div>
    </fieldset>
  );
}
