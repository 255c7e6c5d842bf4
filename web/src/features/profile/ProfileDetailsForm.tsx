import type { ErrorCode } from '@colmena/shared';
import { useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { ContactPhotoField } from '../people/ContactPhotoField';
import type { Person } from '../people/people';
import { useContactCommand } from '../people/useContactCommand';
import { type OwnDetails, ownDetailsChanges } from './ownDetails';

const savedSnackMs = 3000;

interface Props {
  /** The signed-in user's own contact, as first loaded (later live changes leave typing alone). */
  contact: Person;
}

/**
 * Name, surname, phone and photo of one's own contact (issue 12 point 6), through
 * `contact.update` — the fields anyone may change on their own contact. The photo is saved as
 * soon as it is uploaded or removed; the text fields with the button. The session is reloaded
 * after each save so the shell's avatar and name follow.
 */
export function ProfileDetailsForm({ contact }: Props) {
  const t = useT();
  const { refresh } = useSession();
  const { notify } = useSnackbar();
  const send = useContactCommand();
  const [saved, setSaved] = useState<OwnDetails>({
    Name: contact.name,
    Surname: contact.surname,
    phone: contact.phone,
    ImgUrl: contact.imgUrl,
  });
  const [form, setForm] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const save = async (next: OwnDetails, done: 'people.profile.saved' | 'people.profile.photoSaved') => {
    const changes = ownDetailsChanges(saved, next);
    if (!changes) return;
    setSaving(true);
    setFailure(null);
    const outcome = await send({ type: 'contact.update', payload: { contactId: contact.id, ...changes } });
    setSaving(false);
    if (outcome.status === 'rejected') {
      setFailure(outcome.error);
      return;
    }
    setSaved((current) => ({ ...current, ...changes }));
    notify({ text: t(done), type: 'success', time: savedSnackMs });
    await refresh().catch((error: unknown) => console.error('The session could not be reloaded', error));
  };

  const edit = (key: keyof OwnDetails) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFailure(null);
  };

  return (
    <form
      className="profile-details"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving)
          void save(
            { ...saved, Name: form.Name, Surname: form.Surname, phone: form.phone },
            'people.profile.saved',
          );
      }}
    >
      <ContactPhotoField
        preview={{ ...contact, name: form.Name, surname: form.Surname, imgUrl: form.ImgUrl }}
        contactId={contact.id}
        disabled={saving}
        size={72}
        onChange={(url) => {
          setForm((current) => ({ ...current, ImgUrl: url }));
          void save({ ...saved, ImgUrl: url }, 'people.profile.photoSaved');
        }}
      />
      <div className="profile-details__row">
        <TextField
          label={t('accounts.contact.name')}
          name="given-name"
          autoComplete="given-name"
          value={form.Name}
          disabled={saving}
          onValueChange={edit('Name')}
        />
        <TextField
          label={t('accounts.contact.surname')}
          name="family-name"
          autoComplete="family-name"
          value={form.Surname}
          disabled={saving}
          onValueChange={edit('Surname')}
        />
      </div>
      <TextField
        label={t('accounts.contact.phone')}
        name="tel"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        disabled={saving}
        onValueChange={edit('phone')}
      />
      <FormError text={failure ? t(`errors.${failure}`) : null} />
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={
            saving ||
            !ownDetailsChanges(saved, { ...saved, Name: form.Name, Surname: form.Surname, phone: form.phone })
          }
        >
          {t(saving ? 'people.profile.saving' : 'people.profile.save')}
        </button>
      </div>
    </form>
  );
}
