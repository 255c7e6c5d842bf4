import type { ErrorCode } from '@colmena/shared';
import type { NamedLevel } from '@colmena/shared/policy';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { ContactAccessFields } from './ContactAccessFields';
import { ContactDetailsFields } from './ContactDetailsFields';
import {
  type AccountOriginal,
  type ContactFieldChange,
  type ContactForm,
  type ContactFormMode,
  canSetLevels,
  firstError,
  toCreatePayload,
  toUpdatePayload,
  validateContactForm,
} from './contactForm';
import { chooseLevel, chooseRol, formLevel, levelOptions, statusChange } from './levelChoice';
import { errorSnackMs, useContactCommand } from './useContactCommand';

const savedSnackMs = 3000;

interface Props {
  mode: ContactFormMode;
  initial: ContactForm;
  /** The edited contact (edit mode). */
  contactId?: string;
  /** The account's level and state when the form opened (unknown: null, never sent). */
  original: AccountOriginal;
  /** false for an agenda entry without an account (no LoginID): no level to set. */
  hasAccount?: boolean;
  /** The Rol values in use in the company's agenda (the Rol picker's own roles). */
  rolesInUse: readonly string[];
  /** Edit mode, for those allowed to delete the contact: asks for the confirmation. */
  onDelete?: () => void;
}

/**
 * Create or edit a contact (issue 4 item 6, issue 12 point 6): details (Rol picked, photo
 * uploaded), then access (password on create, the named level within what the actor may grant,
 * forced reset, disabled on edit). Rol and level move together (levelChoice), and a move
 * between clients and team is said under the Rol. Problems show on the fields and as a snack
 * with the catalogue text; a refused command keeps everything typed.
 */
export function ContactFormView({
  mode,
  initial,
  contactId,
  original,
  hasAccount = true,
  rolesInUse,
  onDelete,
}: Props) {
  const t = useT();
  const { user, company } = useSession();
  const { notify } = useSnackbar();
  const navigate = useNavigate();
  const send = useContactCommand();
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const canSetLevel = canSetLevels(user?.lvl ?? 0);
  // The claim is set only where one is known (a new contact starts at 0): never invented.
  const setsClaim = canSetLevel && hasAccount && form.lvl !== null;
  const errors = submitted ? validateContactForm(form, mode) : {};
  const level = formLevel(form);
  const options = hasAccount
    ? levelOptions({
        actorLvl: user?.lvl ?? 0,
        agendaViewLvl: company.agendaViewLvl,
        originalLvl: mode === 'create' ? 0 : original.lvl,
        current: level,
      })
    : null;

  const update: ContactFieldChange = (key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFailure(null);
  };
  const changeLevel = (next: NamedLevel) => {
    setForm((current) => chooseLevel(current, next, setsClaim));
    setFailure(null);
  };
  const changeRol = (rol: string) => {
    setForm((current) => chooseRol(current, rol, setsClaim));
    setFailure(null);
  };

  const submit = async () => {
    setSubmitted(true);
    const problem = firstError(validateContactForm(form, mode));
    if (problem) {
      notify({ text: t(`errors.${problem}`), type: 'error', time: errorSnackMs });
      return;
    }
    setSaving(true);
    const outcome = await send(
      mode === 'create'
        ? { type: 'contact.create', payload: toCreatePayload(form, canSetLevel) }
        : {
            type: 'contact.update',
            payload: toUpdatePayload(form, contactId ?? '', { canSetLevel, original }),
          },
    );
    setSaving(false);
    if (outcome.status === 'rejected') {
      setFailure(outcome.error);
      return;
    }
    const done = mode === 'create' ? t('accounts.contact.created') : t('accounts.contact.saved');
    notify({ text: done, type: 'success', time: savedSnackMs });
    navigate('/userslist');
  };

  return (
    <form
      className="contact-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      <ContactDetailsFields
        form={form}
        errors={errors}
        contactId={contactId}
        rolesInUse={rolesInUse}
        moves={mode === 'edit' ? statusChange(initial.Rol, form.Rol) : null}
        disabled={saving}
        onChange={update}
        onRol={changeRol}
      />
      <ContactAccessFields
        form={form}
        errors={errors}
        mode={mode}
        levelOptions={options}
        level={level}
        setsClaim={setsClaim}
        onLevel={changeLevel}
        showDisabled={mode === 'edit' && original.disabled !== null}
        disabled={saving}
        onChange={update}
      />
      <FormError text={failure ? t(`errors.${failure}`) : null} />
      <div className="contact-form__actions">
        {onDelete && (
          <button
            type="button"
            className="button button--text contact-form__delete"
            onClick={onDelete}
            disabled={saving}
          >
            {t('accounts.contact.delete')}
          </button>
        )}
        <button type="button" className="button button--text" onClick={() => navigate('/userslist')}>
          {t('accounts.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {mode === 'create'
            ? t(saving ? 'accounts.contact.creating' : 'accounts.contact.create')
            : t(saving ? 'accounts.contact.saving' : 'accounts.contact.save')}
        </button>
      </div>
    </form>
  );
}
