import {
  type ExcelColumnType,
  excelColumnTypes,
  excelStepConfigSchema,
} from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import {
  useCollectionFieldOptions,
  useCollectionKeyOptions,
  useWidgetCollection,
  useWidgetOptions,
} from '../kit/companyOptions';
import { OrderedListSetting, RowSelect, RowText } from '../kit/orderedListSetting';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, NumberSetting, PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** Most columns a sheet of the step may have (the schema's). */
const maxColumns = 100;

interface ColumnRow {
  label: string;
  field: string;
  /** '' writes each cell as its value comes. */
  type: ExcelColumnType | '';
}

const columnRowsOf = (value: unknown): ColumnRow[] =>
  Array.isArray(value)
    ? value.map((item) => {
        const { field, label, type } = (item ?? {}) as Record<string, unknown>;
        return {
          field: typeof field === 'string' ? field : '',
          label: typeof label === 'string' ? label : '',
          type: excelColumnTypes.includes(type as ExcelColumnType) ? (type as ExcelColumnType) : '',
        };
      })
    : [];

/** The columns as stored: an empty header or type is left out; no column leaves the setting out. */
const columnsOf = (rows: readonly ColumnRow[]) =>
  rows.length === 0
    ? undefined
    : rows.map((row) => ({
        field: row.field,
        ...(row.label.trim() !== '' ? { label: row.label } : {}),
        ...(row.type !== '' ? { type: row.type } : {}),
      }));

/**
 * `excel`: a widget's query written as a workbook, with its columns (header, field picked from
 * the widget's collection, type) added, moved and removed here; none writes every field.
 */
export function ExcelStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(excelStepConfigSchema, props);
  const widgets = useWidgetOptions(['table', 'chart', 'pivot']);
  const collections = useCollectionKeyOptions();
  const [widgetId, entry, collKey] = useWatch({
    control: form.control,
    name: ['widgetId', 'entry', 'collKey'],
  });
  const fields = useCollectionFieldOptions(useWidgetCollection(widgetId, entry, collKey));
  const column = (index: number) => t('automationSteps.file.column', { number: index + 1 });
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <PickOrTypeSetting name="widgetId" label={t('automationSteps.file.widgetId')} options={widgets} />
      <NumberSetting name="entry" label={t('automationSteps.file.entry')} optional />
      <PickOrTypeSetting
        name="collKey"
        label={t('automationSteps.file.collKey')}
        options={collections}
        optional
      />
      <TextSetting name="documentId" label={t('automationSteps.file.documentId')} optional />
      <OrderedListSetting<ColumnRow>
        name="columns"
        label={t('automationSteps.file.columns')}
        rowsOf={columnRowsOf}
        storedOf={columnsOf}
        newRow={() => ({ label: '', field: '', type: '' })}
        rowLabel={column}
        addLabel={t('automationSteps.file.addColumn')}
        max={maxColumns}
      >
        {(row, index, set) => (
          <>
            <RowText
              row={column(index)}
              caption={t('automationSteps.file.columnLabel')}
              value={row.label}
              onChange={(label) => set({ ...row, label })}
            />
            <RowSelect
              row={column(index)}
              caption={t('automationSteps.file.columnField')}
              typedCaption={t('automationSteps.pivot.fieldTyped')}
              value={row.field}
              options={fields}
              onChange={(field) => set({ ...row, field })}
            />
            <RowSelect
              row={column(index)}
              caption={t('automationSteps.file.columnType')}
              value={row.type}
              options={[
                { value: '', label: t('automationSteps.file.columnType.auto') },
                ...excelColumnTypes.map((type) => ({
                  value: type,
                  label: t(`automationSteps.file.columnType.${type}`),
                })),
              ]}
              onChange={(type) => set({ ...row, type: type as ColumnRow['type'] })}
            />
          </>
        )}
      </OrderedListSetting>
      <TextSetting name="fileName" label={t('automationSteps.file.fileName')} />
      <ChoiceSetting
        name="language"
        label={t('automationSteps.file.language')}
        options={(['es', 'en'] as const).map((v) => ({
          value: v,
          label: t(`automationSteps.file.language.${v}`),
        }))}
      />
    </StepFormFields>
  );
}
