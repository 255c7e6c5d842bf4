import type { NamedLevel } from '@colmena/shared/policy';
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
  /** The named level picker, for a contact with an account (or a new one): its options. */
  levelOptions: readonly NamedLevel[] | null;
  level: NamedLevel | null;
  /** Level 100: choosing a level sets the account's claim too. */
  setsClaim: boolean;
  onLevel(level: NamedLevel): void;
  /** The account's sign-in state is known (level 100), so it can be changed. */
  showDisabled: boolean;
  disabled: boolean;
  onChange: ContactFieldChange;
}

/** Password and repeat (create), the named level, forced reset and disabled. */
export function ContactAccessFields({
  form,
  errors,
  mode,
  levelOptions,
  level,
  setsClaim,
  onLevel,
  showDisabled,
  disabled,
  onChange: update,
}: Props) {
  const t = useT();
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
      {levelOptions && (
        <LevelField value={level} options={levelOptions} setsClaim={setsClaim} onChoose={onLevel} />
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
