import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { ContactPhotoField } from './ContactPhotoField';
import type { ContactFieldChange, ContactForm, ContactFormErrors } from './contactForm';
import type { StatusChange } from './levelChoice';
import { toPerson } from './people';
import { RolField } from './RolField';
import { SelectField } from './SelectField';

interface Props {
  form: ContactForm;
  errors: ContactFormErrors;
  contactId: string | undefined;
  /** The Rol values in use in the company's agenda. */
  rolesInUse: readonly string[];
  /** Set when the edit moves the person between clients and team: said under the Rol. */
  moves: StatusChange | null;
  disabled: boolean;
  onChange: ContactFieldChange;
  /** A Rol chosen (it may change the level too: levelChoice chooseRol). */
  onRol(rol: string): void;
}

/** Name, surname, Rol (picked), phone, e-mail, language and photo (uploaded). */
export function ContactDetailsFields({
  form,
  errors,
  contactId,
  rolesInUse,
  moves,
  disabled,
  onChange: update,
  onRol,
}: Props) {
  const t = useT();
  const { company } = useSession();
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
      <div className="contact-form__wide">
        <ContactPhotoField
          preview={preview}
          contactId={contactId}
          disabled={disabled}
          onChange={(url) => update('ImgUrl', url)}
        />
      </div>
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
      <div className="contact-form__rol">
        <RolField value={form.Rol} inUse={rolesInUse} onChoose={onRol} />
        {moves && (
          <p className="notice notice--warning contact-form__moves" role="status">
            {t(moves === 'toClient' ? 'people.rol.toClient' : 'people.rol.toTeam')}
          </p>
        )}
      </div>
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
    </fieldset>
  );
}
