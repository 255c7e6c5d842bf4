import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { CheckboxField } from '../../ui/FormFields';
import { ColumnsField, EntryField } from '../editorFields';
import type { KindEditorProps } from '../kindTypes';

/** The table kind's panel: the query it lists, its columns in order (with headings), the CSV download. */
export function TableEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  return (
    <>
      <EntryField settings={settings} onChange={onChange} />
      <ColumnsField settings={settings} onChange={onChange} />
      <CheckboxField
        label={t('widgets.editor.table.csv')}
        checked={settings.csv !== false}
        onCheckedChange={(csv) => onChange({ ...settings, csv })}
      />
    </>
  );
}
