import type { UploadOwner } from '@colmena/shared/files';
import { type FormEvent, useState } from 'react';
import { useT } from '../../hooks/useT';
import { AddFieldRow } from './AddFieldRow';
import { buildDraft, type DraftErrors, type DraftField, type SaveMode } from './editDraft';
import { FieldInput } from './FieldInput';
import { toRaw } from './fieldInput';
import { ImagesField } from './ImagesField';
import '../../ui/ui.css';

type Doc = Readonly<Record<string, unknown>>;

interface Props {
  initial: DraftField[];
  /** The stored document being edited; null when creating. */
  original: Doc | null;
  submitLabel: string;
  /** Sends the change; resolves true when applied (the form then leaves), false to stay. */
  onSubmit(data: Record<string, unknown>, mode: SaveMode): Promise<boolean>;
  onCancel(): void;
  /** The stored document's identity, so its photos (ImgArray) can be uploaded; absent when creating. */
  uploadOwner?: UploadOwner;
}

let added = 0;

/**
 * The create and edit form (spec §4/§5): one input per field by kind, fields can be added and
 * removed; e-mails, numbers and percentages 0–100 are checked here and an invalid form sends
 * nothing. Editing saves with a merge unless "replace" is chosen. On failure the form stays
 * with everything typed.
 */
export function EditForm({ initial, original, submitLabel, onSubmit, onCancel, uploadOwner }: Props) {
  const t = useT();
  const [fields, setFields] = useState(initial);
  const [mode, setMode] = useState<SaveMode>(original ? 'merge' : 'create');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (id: string, patch: Partial<DraftField>) =>
    setFields((current) => current.map((field) => (field.id === id ? { ...field, ...patch } : field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = buildDraft(fields, original, mode);
    if (!result.ok) {
      setErrors(result.errors);
      setNotice(t('errors.invalid_change'));
      return;
    }
    setErrors({});
    if (mode === 'merge' && result.changed.length === 0) {
      setNotice(result.dropped.length > 0 ? t('data.edit.droppedNeedReplace') : t('data.edit.noChanges'));
      return;
    }
    setNotice(null);
    setBusy(true);
    const applied = await onSubmit(result.data, mode);
    setBusy(false);
    if (!applied)
      setNotice(t(mode === 'create' ? 'errors.error_creating_document' : 'errors.error_saving_change'));
  };

  const removed = original
    ? Object.keys(original).length > 0 && mode === 'merge' && fields.length < initial.length
    : false;

  return (
    <form className="edit-form" noValidate onSubmit={submit}>
      <div className="edit-form__card">
        {fields.map((field) => {
          const inputId = `field-${field.id}`;
          const errorId = `${inputId}-error`;
          const error = errors[field.id];
          return (
            <div key={field.id} className={`field edit-field edit-field--${field.kind}`}>
              <div className="edit-field__head">
                {field.added ? (
                  <input
                    className="edit-field__name"
                    aria-label={t('data.edit.fieldName')}
                    value={field.name}
                    onChange={(event) => change(field.id, { name: event.target.value })}
                  />
                ) : (
                  <label htmlFor={inputId}>{field.name}</label>
                )}
                <span className="edit-field__kind">{t(`data.kind.${field.kind}`)}</span>
                <button
                  type="button"
                  className="icon-button edit-field__remove"
                  aria-label={t('data.edit.removeField', { name: field.name || '…' })}
                  title={t('data.edit.removeField', { name: field.name || '…' })}
                  onClick={() => setFields((current) => current.filter((f) => f.id !== field.id))}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
              {uploadOwner && field.name === 'ImgArray' && field.kind === 'list' ? (
                <ImagesField
                  id={inputId}
                  value={typeof field.value === 'string' ? field.value : ''}
                  owner={uploadOwner}
                  describedBy={error ? errorId : undefined}
                  onChange={(value) => change(field.id, { value })}
                />
              ) : (
                <FieldInput
                  id={inputId}
                  kind={field.kind}
                  value={field.value}
                  invalid={Boolean(error)}
                  describedBy={error ? errorId : undefined}
                  label={field.added ? field.name : undefined}
                  onChange={(value) => change(field.id, { value })}
                />
              )}
              {error && (
                <p id={errorId} className="field-hint field-hint--bad">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <AddFieldRow
          onAdd={(name, kind) => {
            added += 1;
            setFields((current) => [
              ...current,
              { id: `n${added}`, name, kind, value: toRaw(kind, undefined), added: true },
            ]);
          }}
        />
      </div>
      {original && (
        <fieldset className="save-mode">
          <legend>{t('data.edit.mode')}</legend>
          <label>
            <input
              type="radio"
              name="save-mode"
              checked={mode === 'merge'}
              onChange={() => setMode('merge')}
            />
            <span>
              <strong>{t('data.edit.merge')}</strong> {t('data.edit.mergeHint')}
            </span>
          </label>
          <label>
            <input
              type="radio"
              name="save-mode"
              checked={mode === 'replace'}
              onChange={() => setMode('replace')}
            />
            <span>
              <strong>{t('data.edit.replace')}</strong> {t('data.edit.replaceHint')}
            </span>
          </label>
          {removed && <p className="field-hint">{t('data.edit.droppedNeedReplace')}</p>}
        </fieldset>
      )}
      {notice && (
        <p className="form__error" role="alert">
          {notice}
        </p>
      )}
      <div className="edit-form__actions">
        <button type="button" className="button button--text" onClick={onCancel} disabled={busy}>
          {t('data.edit.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('data.edit.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
