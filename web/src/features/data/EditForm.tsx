import {
  type FieldDefinition,
  type FieldProblem,
  isFieldShown,
  withoutHiddenValues,
} from '@colmena/shared/fields';
import type { UploadOwner } from '@colmena/shared/files';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { fillCalculatedValues } from '../../fields/calculatedValues';
import type { UploadTarget } from '../../fields/kitInputProps';
import { useLanguage } from '../../hooks/useLanguage';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { AddFieldRow } from './AddFieldRow';
import { buildDeclared, declaredDirty, declaredInitial, problemsAfterChange } from './declaredDraft';
import { isOtherField } from './declaredFields';
import { buildDraft, type DraftErrors, type DraftField, defaultRequiredFields, isDirty } from './editDraft';
import { FieldInput } from './FieldInput';
import { toRaw } from './fieldInput';
import { ImagesField } from './ImagesField';
import { useEditShortcuts } from './useEditShortcuts';
import '../../ui/ui.css';

type Doc = Readonly<Record<string, unknown>>;

/** What the form sends: the new document, or an edit's changed fields and removed ones. */
export interface DraftToSend {
  data: Record<string, unknown>;
  remove: string[];
}

interface Props {
  initial: DraftField[];
  /** The stored document being edited; null when creating. */
  original: Doc | null;
  submitLabel: string;
  /**
   * Sends the change; resolves true when applied (the form then leaves), false to stay. `group`
   * names this form's snacks, so a success clears the errors it showed before.
   */
  onSubmit(draft: DraftToSend, group: string): Promise<boolean>;
  onCancel(): void;
  /** The stored document's identity, so its photos (ImgArray) can be uploaded; absent when creating. */
  uploadOwner?: UploadOwner;
  /**
   * Creating: the new document's id chosen up front, so its declared images, files and
   * signature are uploaded before it exists (pending uploads).
   */
  pendingUpload?: UploadTarget;
  /** Fields that must have a value (Name by default): no remove button, an error when blank. */
  required?: readonly string[];
  /**
   * The collection's declared fields (issue 12 point 1): each gets the field kit's input for its
   * type, first and in order; `initial` then holds only the document's other fields ("Other fields").
   */
  declared?: readonly FieldDefinition[];
  /** Keys the collection keeps for itself (keptFields): left out of the form, never removed by it. */
  kept?: readonly string[];
}

// The field kit loads only with a collection that declares fields: not on every data page.
const FieldKitInput = lazy(() => import('../../fields').then((kit) => ({ default: kit.FieldKitInput })));

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

let added = 0;

/**
 * The create and edit form (spec §4/§5): one input per field by kind, fields can be added and
 * removed; e-mails, numbers and percentages 0–100 are checked here, each error beside its field
 * and the spec's notice in a snack, and an invalid form sends nothing. An edit saves the fields
 * that changed and removes the ones taken out or emptied (one merge: no storage modes to pick).
 * Unsaved changes are never dropped without asking (Cancel, Esc, links, closing the tab);
 * Ctrl/Cmd+S saves. On failure the form stays with everything typed.
 */
export function EditForm({
  initial,
  original,
  submitLabel,
  onSubmit,
  onCancel,
  uploadOwner,
  pendingUpload,
  required = defaultRequiredFields,
  declared = [],
  kept = [],
}: Props) {
  const t = useT();
  const { language } = useLanguage();
  const [declaredStart] = useState(() => declaredInitial(declared, original));
  const [values, setValues] = useState(declaredStart);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  // A declared Name is the declaration's: the other fields need not ask for it.
  const otherRequired = required.filter((name) => !declared.some((field) => field.key === name));
  const { notify } = useSnackbar();
  const group = `edit-form-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const mode = original ? 'edit' : 'create';
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A save leaves by navigating, never through a link, so the guard has nothing to catch then.
  const guard = useLeaveGuard(isDirty(fields, initial) || declaredDirty(declared, values, declaredStart));
  const cancel = () => guard.confirm(onCancel);
  useEditShortcuts({
    save: () => formRef.current?.requestSubmit(),
    cancel: () => {
      if (!busy) cancel();
    },
  });

  // After a refused save, the first field to fix gets the focus.
  const firstError = fields.find((field) => errors[field.id])?.id;
  useEffect(() => {
    if (firstError) document.getElementById(`field-${firstError}`)?.focus();
  }, [firstError]);
  // The declared fields come first in the form: the first of them to fix takes the focus from those.
  const firstProblem = declared.find((field) => problems[field.key])?.key;
  useEffect(() => {
    if (firstProblem)
      formRef.current?.querySelector<HTMLElement>('.kit-field [aria-invalid="true"]')?.focus();
  }, [firstProblem]);

  const change = (id: string, patch: Partial<DraftField>) =>
    setFields((current) =>
      current.map((field) => (field.id === id ? { ...field, ...patch, touched: true } : field)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = buildDraft(fields, original, mode, otherRequired);
    // What a condition hides is neither asked for nor kept, and calculated fields are stored
    // with the rest (the form widget's rules: a list sorted by a formula reads the stored value).
    const shown = await fillCalculatedValues(declared, withoutHiddenValues(declared, values));
    const declaredResult = buildDeclared(declared, shown, original);
    setProblems(declaredResult.ok ? {} : declaredResult.problems);
    if (!result.ok || !declaredResult.ok) {
      setErrors(result.ok ? {} : result.errors);
      const names = [
        ...declared
          .filter((field) => !declaredResult.ok && declaredResult.problems[field.key])
          .map((field) => field.label[language]),
        ...(result.ok
          ? []
          : fields.filter((field) => result.errors[field.id]).map((field) => field.name || '…')),
      ];
      setNotice(t('data.edit.checkFields', { fields: names.join(', ') }));
      notify({ text: t('errors.invalid_change'), type: 'error', time: errorSnackMs, group });
      return;
    }
    setErrors({});
    const data = { ...result.data, ...declaredResult.data };
    // The other fields' draft leaves the declared ones (and CreatedAt) out: they are not removals.
    const remove = [
      ...result.remove.filter((name) => isOtherField(name, declared, kept)),
      ...declaredResult.remove,
    ];
    if (mode === 'edit' && Object.keys(data).length === 0 && remove.length === 0) {
      setNotice(t('data.edit.noChanges'));
      return;
    }
    setNotice(null);
    setBusy(true);
    const applied = await onSubmit({ data, remove }, group);
    setBusy(false);
    if (!applied)
      setNotice(t(mode === 'create' ? 'errors.error_creating_document' : 'errors.error_saving_change'));
  };

  return (
    <form ref={formRef} className="edit-form" noValidate onSubmit={submit}>
      {declared.length > 0 && (
        <div className="edit-form__card edit-form__card--declared">
          <Suspense fallback={<div className="kit-field__loading" aria-busy="true" />}>
            {declared
              .filter((field) => isFieldShown(field, values))
              .map((field) => (
                <FieldKitInput
                  key={field.key}
                  field={field}
                  value={values[field.key]}
                  onChange={(value) => {
                    setValues((current) => ({ ...current, [field.key]: value }));
                    setProblems((current) => problemsAfterChange(current, field, value));
                  }}
                  problem={problems[field.key] ?? null}
                  language={language}
                  disabled={busy}
                  values={values}
                  {...(uploadOwner && 'collection' in uploadOwner
                    ? { upload: { collection: uploadOwner.collection, docId: uploadOwner.docId } }
                    : pendingUpload
                      ? { upload: pendingUpload }
                      : {})}
                />
              ))}
          </Suspense>
        </div>
      )}
      {declared.length > 0 && <h2 className="edit-form__others">{t('data.fields.others')}</h2>}
      <div className="edit-form__card">
        {fields.map((field) => {
          const inputId = `field-${field.id}`;
          const errorId = `${inputId}-error`;
          const error = errors[field.id];
          const isRequired = !field.added && otherRequired.includes(field.name);
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
                {isRequired && (
                  <span className="edit-field__required" aria-hidden="true">
                    *
                  </span>
                )}
                <span className="edit-field__kind">{t(`data.kind.${field.kind}`)}</span>
                {!isRequired && (
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
                )}
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
                  required={isRequired}
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
      {notice && (
        <p className="form__error" role="alert">
          {notice}
        </p>
      )}
      <div className="edit-form__actions">
        <span className="edit-form__shortcuts">{t('data.edit.shortcuts')}</span>
        <button type="button" className="button button--text" onClick={cancel} disabled={busy}>
          {t('data.edit.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('data.edit.saving') : submitLabel}
        </button>
      </div>
      <Dialog
        open={guard.asking}
        title={t('data.edit.discard.title')}
        onClose={guard.stay}
        actions={
          <>
            <button type="button" className="button button--text" onClick={guard.stay}>
              {t('data.edit.discard.stay')}
            </button>
            <button type="button" className="button button--primary" onClick={guard.discard}>
              {t('data.edit.discard.confirm')}
            </button>
          </>
        }
      >
        <p>{t('data.edit.discard.text')}</p>
      </Dialog>
    </form>
  );
}
