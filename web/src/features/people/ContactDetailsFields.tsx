import { roles } from '@colmena/shared/schemas';
import { useId } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { ContactAvatar } from './ContactAvatar';
import type { ContactFieldChange, ContactForm, ContactFormErrors } from './contactForm';
import { toPerson } from './people';
import { SelectField } from './SelectField';

interface Props {
  form: ContactForm;
  errors: ContactFormErrors;
  contactId: string | undefined;
  disabled: boolean;
  onChange: ContactFieldChange;
}

/** Name, surname, role (Cliente or a staff role), phone, e-mail, language and image. */
export function ContactDetailsFields({ form, errors, contactId, disabled, onChange: update }: Props) {
  const t = useT();
  const { company } = useSession();
  const rolesId = useId();
  const languages = company.languages.includes(form.lenguage)
    ? company.languages
    : [...company.languages, form.lenguage];
  const preview = toPerson({
    FireId: contactId ?? 'new',
    collection: 'agenda',
    Name: form.Name,
    Surname: form.Surname,
    email: form.email,
    ImgUrl: form.ImgUrl,
  });
  return (
    <fieldset className="contact-form__card" disabled={disabled}>
      <legend>{t('accounts.contact.details')}</legend>
      <TextField
        label={t('accounts.contact.name')}
        name="Name"
        autoComplete="off"
        value={form.Name}
        onValueChange={(v) => update('Name', v)}
      />
      <TextField
        label={t('accounts.contact.surname')}
        name="Surname"
        autoComplete="off"
        value={form.Surname}
        onValueChange={(v) => update('Surname', v)}
      />
      <TextField
        label={t('accounts.contact.rol')}
        name="Rol"
        autoComplete="off"
        list={rolesId}
        value={form.Rol}
        hint={{ text: t('accounts.contact.rolHint'), tone: 'neutral' }}
        onValueChange={(v) => update('Rol', v)}
      />
      <datalist id={rolesId}>
        <option value={roles.client} />
        <option value={roles.employee} />
      </datalist>
      <TextField
        label={t('accounts.contact.phone')}
        name="phone"
        type="tel"
        autoComplete="off"
        value={form.phone}
        onValueChange={(v) => update('phone', v)}
      />
      <TextField
        label={t('accounts.contact.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        value={form.email}
        hint={errors.email ? { text: t(`errors.${errors.email}`), tone: 'bad' } : null}
        onValueChange={(v) => update('email', v)}
      />
      <SelectField
        label={t('accounts.contact.language')}
        value={form.lenguage}
        options={languages.map((language) => ({
          value: language,
          label: t(`accounts.language.${language}`),
        }))}
        onValueChange={(v) => update('lenguage', v)}
      />
      <div className="contact-form__wide contact-form__image">
        <ContactAvatar person={preview} size={44} />
        <TextField
          label={t('accounts.contact.image')}
          name="ImgUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          value={form.ImgUrl}
          onValueChange={(v) => update('ImgUrl', v)}
        />
      </div>
    </fieldset>
  );
}
