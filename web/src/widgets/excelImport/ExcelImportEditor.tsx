import '@colmena/shared/i18n/importsTexts';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { SelectField } from '../../ui/FormFields';
import type { KindEditorProps } from '../kindTypes';

/** The import kind's panel: the collection it imports into and the key column it proposes. */
export function ExcelImportEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const { company } = useSession();
  const collection = String(settings.collection ?? '');
  const definition = company.collections.find((c) => c.key === collection);
  return (
    <>
      <SelectField
        label={t('imports.editor.collection')}
        value={collection}
        options={[
          { value: '', label: t('imports.editor.current') },
          ...company.collections.map((c) => ({ value: c.key, label: c.name })),
        ]}
        onValueChange={(value) => onChange({ ...settings, collection: value })}
      />
      <SelectField
        label={t('imports.editor.keyField')}
        value={String(settings.keyField ?? '')}
        options={[
          { value: '', label: t('imports.noKey') },
          ...(definition?.fields ?? []).map((field) => ({ value: field.key, label: field.key })),
        ]}
        onValueChange={(value) => onChange({ ...settings, keyField: value })}
      />
    </>
  );
}
