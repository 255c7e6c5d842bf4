import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { CheckboxField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';
import { columnsToText, textToColumns } from './tableColumnsText';

/** The table kind's panel: the query it lists, its columns in order (with headings), the CSV download. */
export function TableEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('widgets.editor.simple.entry')}
        type="number"
        min={0}
        max={99}
        value={String(settings.entry ?? 0)}
        onValueChange={(value) => onChange({ ...settings, entry: value === '' ? 0 : Number(value) })}
      />
      <TextAreaField
        label={t('widgets.editor.table.columns')}
        code
        rows={5}
        value={columnsToText(settings.columns as unknown[] | undefined)}
        hint={t('widgets.editor.table.columnsHint')}
        onValueChange={(text) => onChange({ ...settings, columns: textToColumns(text) })}
      />
      <CheckboxField
        label={t('widgets.editor.table.csv')}
        checked={settings.csv !== false}
        onCheckedChange={(csv) => onChange({ ...settings, csv })}
      />
    </>
  );
}
