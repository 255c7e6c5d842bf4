import '@colmena/shared/i18n/exportsTexts';
import '@colmena/shared/i18n/widgetEditorTexts';
import { useT } from '../../hooks/useT';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { ColumnsField, EntryField } from '../editorFields';
import type { KindEditorProps } from '../kindTypes';
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
          <EntryField settings={settings} onChange={onChange} />
          <ColumnsField settings={settings} onChange={onChange} />
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
