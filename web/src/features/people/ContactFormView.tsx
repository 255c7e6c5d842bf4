import type { ErrorCode } from '@colmena/shared';
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
  /** Edit mode, for those allowed to delete the contact: asks for the confirmation. */
  onDelete?: () => void;
}

/**
 * Create or edit a contact (issue 4 item 6): details, then access (password on create, level
 * for level 100, forced reset, disabled on edit). Problems show on the fields and as a snack
 * with the catalogue text; a refused command keeps everything typed.
 */
export function ContactFormView({ mode, initial, contactId, original, hasAccount = true, onDelete }: Props) {
  const t = useT();
  const { user } = useSession();
  const { notify } = useSnackbar();
  const navigate = useNavigate();
  const send = useContactCommand();
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const canSetLevel = canSetLevels(user?.lvl ?? 0);
  const errors = submitted ? validateContactForm(form, mode) : {};

  const update: ContactFieldChange = (key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
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
        disabled={saving}
        onChange={update}
      />
      <ContactAccessFields
        form={form}
        errors={errors}
        mode={mode}
        showLevel={canSetLevel && hasAccount}
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
