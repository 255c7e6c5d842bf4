import '@colmena/shared/i18n/exportsTexts';
import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';
import { columnsToText, textToColumns } from '../table/tableColumnsText';
import { linesToText, textToLines } from './linesText';

type Report = 'document' | 'list';
type Orientation = 'portrait' | 'landscape';

/** The PDF kind's panel: which report; for a list, its query, columns, totals and page orientation. */
export function PdfEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const report: Report = settings.report === 'document' ? 'document' : 'list';
  return (
    <>
      <SelectField<Report>
        label={t('exports.editor.report')}
        value={report}
        options={[
          { value: 'list', label: t('exports.editor.report.list') },
          { value: 'document', label: t('exports.editor.report.document') },
        ]}
        onValueChange={(next) => onChange({ ...settings, report: next })}
      />
      <TextField
        label={t('exports.editor.title')}
        maxLength={200}
        value={String(settings.title ?? '')}
        onValueChange={(title) => onChange({ ...settings, title: title === '' ? undefined : title })}
      />
      {report === 'list' && (
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
          <TextAreaField
            label={t('exports.editor.totals')}
            code
            rows={2}
            value={linesToText(settings.totals)}
            onValueChange={(text) => onChange({ ...settings, totals: textToLines(text) })}
          />
          <SelectField<Orientation>
            label={t('exports.editor.orientation')}
            value={settings.orientation === 'landscape' ? 'landscape' : 'portrait'}
            options={[
              { value: 'portrait', label: t('exports.editor.orientation.portrait') },
              { value: 'landscape', label: t('exports.editor.orientation.landscape') },
            ]}
            onValueChange={(orientation) => onChange({ ...settings, orientation })}
          />
        </>
      )}
    </>
  );
}
