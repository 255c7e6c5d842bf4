import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../hooks/useT';
import { TextAreaField } from '../ui/FormFields';
import { TextField } from '../ui/TextField';
import { columnsToText, textToColumns } from './table/tableColumnsText';

/** What a setting field of a kind's panel reads and changes: the panel's own settings. */
interface SettingProps {
  settings: Readonly<Record<string, unknown>>;
  onChange(settings: Record<string, unknown>): void;
}

/** The entry of the widget's queries a kind reads (`settings.entry`, 0 to 99). */
export function EntryField({ settings, onChange }: SettingProps) {
  const t = useT();
  return (
    <TextField
      label={t('widgets.editor.simple.entry')}
      type="number"
      min={0}
      max={99}
      value={String(settings.entry ?? 0)}
      onValueChange={(value) => onChange({ ...settings, entry: value === '' ? 0 : Number(value) })}
    />
  );
}

/** A list's columns in order, one per line with an optional heading (`settings.columns`). */
export function ColumnsField({ settings, onChange }: SettingProps) {
  const t = useT();
  return (
    <TextAreaField
      label={t('widgets.editor.table.columns')}
      code
      rows={5}
      value={columnsToText(settings.columns as unknown[] | undefined)}
      hint={t('widgets.editor.table.columnsHint')}
      onValueChange={(text) => onChange({ ...settings, columns: textToColumns(text) })}
    />
  );
}
