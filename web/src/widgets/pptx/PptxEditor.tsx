import '@colmena/shared/i18n/exportsTexts';
import '@colmena/shared/i18n/widgetEditorTexts';
import '@colmena/shared/i18n/widgetsTexts';
import type { PptxTemplate } from '@colmena/shared/exports';
import { useT } from '../../hooks/useT';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { EntryField } from '../editorFields';
import type { KindEditorProps } from '../kindTypes';
import { linesToText, textToLines } from '../pdf/linesText';

type Grouping = 'value' | 'day' | 'week' | 'month';
type Aggregation = 'count' | 'sum' | 'avg';
type ChartType = 'bar' | 'pie';

/** The PowerPoint kind's panel: template, query, title, the fields of each slide, the summary's grouping. */
export function PptxEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const template = (['documents', 'summary', 'complete'] as const).includes(settings.template as PptxTemplate)
    ? (settings.template as PptxTemplate)
    : 'documents';
  const aggregation = (settings.aggregation as Aggregation | undefined) ?? 'count';
  return (
    <>
      <SelectField<PptxTemplate>
        label={t('exports.editor.template')}
        value={template}
        options={[
          { value: 'documents', label: t('exports.editor.template.documents') },
          { value: 'summary', label: t('exports.editor.template.summary') },
          { value: 'complete', label: t('exports.editor.template.complete') },
        ]}
        onValueChange={(next) => onChange({ ...settings, template: next })}
      />
      <TextField
        label={t('exports.editor.title')}
        maxLength={200}
        value={String(settings.title ?? '')}
        onValueChange={(title) => onChange({ ...settings, title: title === '' ? undefined : title })}
      />
      <EntryField settings={settings} onChange={onChange} />
      {template !== 'summary' && (
        <TextAreaField
          label={t('exports.editor.fields')}
          code
          rows={4}
          value={linesToText(settings.fields)}
          onValueChange={(text) => onChange({ ...settings, fields: textToLines(text) })}
        />
      )}
      {template !== 'documents' && (
        <>
          <TextField
            label={t('exports.editor.groupField')}
            value={String(settings.groupField ?? 'CreatedAt')}
            onValueChange={(groupField) => onChange({ ...settings, groupField })}
          />
          <SelectField<Grouping>
            label={t('exports.editor.grouping')}
            value={(settings.grouping as Grouping | undefined) ?? 'month'}
            options={[
              { value: 'value', label: t('widgets.editor.chart.grouping.value') },
              { value: 'day', label: t('widgets.editor.chart.grouping.day') },
              { value: 'week', label: t('widgets.editor.chart.grouping.week') },
              { value: 'month', label: t('widgets.editor.chart.grouping.month') },
            ]}
            onValueChange={(grouping) => onChange({ ...settings, grouping })}
          />
          <SelectField<Aggregation>
            label={t('exports.editor.aggregation')}
            value={aggregation}
            options={[
              { value: 'count', label: t('widgets.chart.aggregation.count') },
              { value: 'sum', label: t('widgets.chart.aggregation.sum', { field: '…' }) },
              { value: 'avg', label: t('widgets.chart.aggregation.avg', { field: '…' }) },
            ]}
            onValueChange={(next) => onChange({ ...settings, aggregation: next })}
          />
          {aggregation !== 'count' && (
            <TextField
              label={t('exports.editor.valueField')}
              value={String(settings.valueField ?? '')}
              onValueChange={(valueField) =>
                onChange({ ...settings, valueField: valueField === '' ? undefined : valueField })
              }
            />
          )}
          <SelectField<ChartType>
            label={t('exports.editor.chartType')}
            value={settings.chartType === 'pie' ? 'pie' : 'bar'}
            options={[
              { value: 'bar', label: t('widgets.chart.type.bar') },
              { value: 'pie', label: t('widgets.chart.type.pie') },
            ]}
            onValueChange={(chartType) => onChange({ ...settings, chartType })}
          />
        </>
      )}
    </>
  );
}
