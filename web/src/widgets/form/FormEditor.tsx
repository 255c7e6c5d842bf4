import '@colmena/shared/i18n/formsTexts';
import '@colmena/shared/i18n/widgetsTexts';
import '@colmena/shared/i18n/companyConfigTexts';
import '@colmena/shared/i18n/fieldsTexts';
import type { Bilingual } from '@colmena/shared/fields';
import { formTargets } from '@colmena/shared/widgets';
import { useState } from 'react';
import { SelectField } from '../../features/people/SelectField';
import { FieldsEditor } from '../../fieldDefinitions/FieldsEditor';
import { type FieldForm, fieldDefinitions, fieldForms } from '../../fieldDefinitions/fieldsForm';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';

const bilingual = (value: unknown): Bilingual => {
  const text = (value ?? {}) as Partial<Bilingual>;
  return { es: text.es ?? '', en: text.en ?? '' };
};

/** A new `{formid}` for the public link: 10 letters and digits. */
function newLinkId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(
    crypto.getRandomValues(new Uint8Array(10)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('');
}

/**
 * Where visitors fill the form (`/publicForm/{widgetid}/{formid}`, issue 13 point 4): shown once
 * the form is public and creates documents; a new link id retires the link given out before.
 */
function PublicLink(props: {
  widgetId: string | null;
  open: boolean;
  linkId: string | null;
  onNewLink(): void;
}) {
  const t = useT();
  if (!props.open || !props.widgetId)
    return <p className="settings-muted form-editor__link">{t('widgets.form.publicLinkPlace')}</p>;
  const path = `/publicForm/${encodeURIComponent(props.widgetId)}/${encodeURIComponent(props.linkId ?? props.widgetId)}`;
  return (
    <section className="form-editor__link" aria-label={t('widgets.form.publicLink')}>
      <h3 className="settings-section__title">{t('widgets.form.publicLink')}</h3>
      <a href={path} target="_blank" rel="noreferrer" data-testid="public-form-link">
        {`${window.location.origin}${path}`}
      </a>
      <p className="settings-muted">{t('widgets.form.publicLinkHint')}</p>
      <button type="button" className="button button--outlined" onClick={props.onNewLink}>
        {t('widgets.form.publicLinkNew')}
      </button>
    </section>
  );
}

/**
 * The form kind's panel in the widget editor (issue 13 point 3): the form builder — fields of
 * the field kit added, reordered (dragged by a handle, with the pointer or the keyboard, or by
 * buttons), configured — where answers go, its public link, the button's words and the
 * thank-you text. The editor's live preview renders the form itself (it sends nothing there).
 */
export function FormEditor({ settings, onChange, widget }: KindEditorProps) {
  const t = useT();
  const { company } = useSession();
  // The rows as typed (a half-written option list stays as it is); the settings get their definitions.
  const [rows, setRows] = useState<FieldForm[]>(() =>
    fieldForms(Array.isArray(settings.fields) ? (settings.fields as never) : []),
  );
  const set = (patch: Record<string, unknown>) => onChange({ ...settings, ...patch });
  const target = typeof settings.target === 'string' ? settings.target : 'create';
  const text = (name: 'submitLabel' | 'successText', language: 'es' | 'en', value: string) => {
    const next = { ...bilingual(settings[name]), [language]: value };
    set({ [name]: next.es.trim() || next.en.trim() ? next : undefined });
  };
  return (
    <div className="kind-editor">
      <SelectField
        label={t('widgets.form.target')}
        value={target}
        options={formTargets.map((value) => ({ value, label: t(`widgets.form.target.${value}`) }))}
        onValueChange={(value) => set({ target: value })}
      />
      {target === 'create' && (
        <SelectField
          label={t('widgets.form.collection')}
          value={typeof settings.collection === 'string' && settings.collection ? settings.collection : null}
          placeholder={t('widgets.form.collectionPick')}
          options={company.collections.map((collection) => ({
            value: collection.key,
            label: collection.name,
          }))}
          onValueChange={(value) => set({ collection: value })}
        />
      )}
      <FieldsEditor
        legend={t('widgets.form.fields')}
        hint={t('widgets.form.fieldsHint')}
        fields={rows}
        onChange={(next) => {
          setRows(next);
          set({ fields: fieldDefinitions(next) });
        }}
      />
      <PublicLink
        widgetId={widget.FireId === 'new' ? null : widget.FireId}
        open={widget.place === 'public' && target === 'create'}
        linkId={typeof settings.linkId === 'string' ? settings.linkId : null}
        onNewLink={() => set({ linkId: newLinkId() })}
      />
      <div className="settings-grid">
        <TextField
          label={t('widgets.form.submitEs')}
          value={bilingual(settings.submitLabel).es}
          onValueChange={(v) => text('submitLabel', 'es', v)}
        />
        <TextField
          label={t('widgets.form.submitEn')}
          value={bilingual(settings.submitLabel).en}
          onValueChange={(v) => text('submitLabel', 'en', v)}
        />
        <TextField
          label={t('widgets.form.successEs')}
          value={bilingual(settings.successText).es}
          onValueChange={(v) => text('successText', 'es', v)}
        />
        <TextField
          label={t('widgets.form.successEn')}
          value={bilingual(settings.successText).en}
          onValueChange={(v) => text('successText', 'en', v)}
        />
      </div>
    </div>
  );
}
