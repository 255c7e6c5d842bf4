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

/**
 * The form kind's panel in the widget editor (issue 13 point 3): the form builder — fields of
 * the field kit added, reordered (buttons: the keyboard works), configured — where answers go,
 * the button's words and the thank-you text. The editor's live preview renders the form itself.
 */
export function FormEditor({ settings, onChange }: KindEditorProps) {
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
