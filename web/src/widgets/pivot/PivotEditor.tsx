import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';
import { groupFieldsToText, textToGroupFields, textToValues, valuesToText } from './pivotEditorText';

interface RawPivot {
  rows?: unknown[];
  cols?: unknown[];
  values?: unknown[];
}

/** The pivot kind's panel: the query it pivots, its row and column fields and its values, as lines of text. */
export function PivotEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const pivot = (settings.pivot ?? { rows: [], cols: [], values: [{ agg: 'count' }] }) as RawPivot;
  const setPivot = (next: RawPivot) =>
    onChange({
      ...settings,
      pivot: { rows: pivot.rows ?? [], cols: pivot.cols ?? [], values: pivot.values ?? [], ...next },
    });
  return (
    <>
      <TextField
        label={t('widgets.editor.pivot.entry')}
        type="number"
        min={0}
        max={99}
        value={String(settings.entry ?? 0)}
        onValueChange={(value) => onChange({ ...settings, entry: value === '' ? 0 : Number(value) })}
      />
      <TextAreaField
        label={t('widgets.editor.pivot.rows')}
        code
        rows={3}
        value={groupFieldsToText(pivot.rows)}
        hint={t('widgets.editor.pivot.fieldsHint')}
        onValueChange={(text) => setPivot({ rows: textToGroupFields(text) })}
      />
      <TextAreaField
        label={t('widgets.editor.pivot.cols')}
        code
        rows={2}
        value={groupFieldsToText(pivot.cols)}
        hint={t('widgets.editor.pivot.fieldsHint')}
        onValueChange={(text) => setPivot({ cols: textToGroupFields(text) })}
      />
      <TextAreaField
        label={t('widgets.editor.pivot.values')}
        code
        rows={3}
        value={valuesToText(pivot.values)}
        hint={t('widgets.editor.pivot.valuesHint')}
        onValueChange={(text) => setPivot({ values: textToValues(text) })}
      />
    </>
  );
}
