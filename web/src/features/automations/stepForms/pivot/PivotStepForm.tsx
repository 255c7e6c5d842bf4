import { pivotStepConfigSchema } from '@colmena/shared/automation/steps';
import {
  maxPivotGroupFields,
  maxPivotValues,
  pivotAggregations,
  pivotDateBuckets,
} from '@colmena/shared/pivot';
import { maxWhereClauses } from '@colmena/shared/query';
import { filterConditions } from '@colmena/shared/schemas';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { useCollectionFieldOptions, useCollectionOptions } from '../kit/companyOptions';
import { OrderedListSetting, RowSelect, RowText } from '../kit/orderedListSetting';
import { StepFormFields } from '../kit/StepFormFields';
import type { Option } from '../kit/settings';
import { ChoiceSetting, PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';
import {
  type FilterRow,
  filterRowsOf,
  filterValueOf,
  type GroupRow,
  groupRowsOf,
  groupValueOf,
} from './pivotRows';

const emptyPivot = { rows: [], cols: [], values: [{ agg: 'count' }] };

interface ValueRow {
  agg: (typeof pivotAggregations)[number];
  field: string;
}

const valueRowsOf = (value: unknown): ValueRow[] =>
  Array.isArray(value)
    ? value.map((item) => {
        const { agg, field } = (item ?? {}) as { agg?: unknown; field?: unknown };
        return {
          agg: pivotAggregations.includes(agg as ValueRow['agg']) ? (agg as ValueRow['agg']) : 'count',
          field: typeof field === 'string' ? field : '',
        };
      })
    : [];
const valuesOf = (rows: readonly ValueRow[]) =>
  rows.map((row) => (row.field === '' ? { agg: row.agg } : { agg: row.agg, field: row.field }));

/**
 * `pivot`: rows from a collection (with conditions) or an earlier step, grouped by rows and
 * columns (a date grouped by day, week or month), with values. Fields are picked from the
 * chosen collection's own (or typed, for a nested path or a list from a step).
 */
export function PivotStepForm(props: StepFormProps) {
  const t = useT();
  const config =
    props.config.source === undefined
      ? { source: { from: 'query', query: { collection: '' } }, pivot: emptyPivot, ...props.config }
      : props.config;
  const { form, replace } = useStepForm(pivotStepConfigSchema, { ...props, config });
  const collections = useCollectionOptions();
  const from = useWatch({ control: form.control, name: 'source.from' }) as string | undefined;
  const collection = useWatch({ control: form.control, name: 'source.query.collection' });
  const fields = useCollectionFieldOptions(
    from === 'query' && typeof collection === 'string' ? collection : '',
  );
  const typedField = t('automationSteps.pivot.fieldTyped');
  const buckets: Option[] = [
    { value: '', label: t('automationSteps.pivot.bucket.none') },
    ...pivotDateBuckets.map((b) => ({ value: b, label: t(`automationSteps.pivot.bucket.${b}`) })),
  ];
  const grouping = (name: 'pivot.rows' | 'pivot.cols', label: string) => (
    <OrderedListSetting<GroupRow>
      name={name}
      label={label}
      rowsOf={groupRowsOf}
      storedOf={groupValueOf}
      newRow={() => ({ field: '', bucket: '' })}
      rowLabel={(index) => t('automationSteps.pivot.group', { list: label, number: index + 1 })}
      addLabel={t('automationSteps.list.add')}
      max={maxPivotGroupFields}
    >
      {(row, _index, set, rowLabel) => {
        return (
          <>
            <RowSelect
              row={rowLabel}
              caption={t('automationSteps.pivot.field')}
              typedCaption={typedField}
              value={row.field}
              options={fields}
              onChange={(field) => set({ ...row, field })}
            />
            <RowSelect
              row={rowLabel}
              caption={t('automationSteps.pivot.bucket')}
              value={row.bucket}
              options={buckets}
              onChange={(bucket) => set({ ...row, bucket: bucket as GroupRow['bucket'] })}
            />
          </>
        );
      }}
    </OrderedListSetting>
  );

  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <ChoiceSetting
        name="source.from"
        label={t('automationSteps.pivot.from')}
        options={(['query', 'rows'] as const).map((v) => ({
          value: v,
          label: t(`automationSteps.pivot.from.${v}`),
        }))}
        onPick={(next) =>
          replace({
            ...form.getValues(),
            source:
              next === 'rows' ? { from: 'rows', rows: '' } : { from: 'query', query: { collection: '' } },
          })
        }
      />
      {from === 'rows' ? (
        <TextSetting name="source.rows" label={t('automationSteps.pivot.rows')} />
      ) : (
        <>
          <PickOrTypeSetting
            name="source.query.collection"
            label={t('automationSteps.pivot.collection')}
            options={collections}
          />
          <OrderedListSetting<FilterRow>
            name="source.filters"
            label={t('automationSteps.pivot.filters')}
            rowsOf={filterRowsOf}
            storedOf={filterValueOf}
            newRow={() => ({ field: '', op: '==', value: '' })}
            rowLabel={(index) => `${t('automationSteps.pivot.filters')} ${index + 1}`}
            addLabel={t('automationSteps.list.add')}
            max={maxWhereClauses}
          >
            {(row, _index, set, rowLabel) => {
              return (
                <>
                  <RowSelect
                    row={rowLabel}
                    caption={t('automationSteps.pivot.filterField')}
                    typedCaption={typedField}
                    value={row.field}
                    options={fields}
                    onChange={(field) => set({ ...row, field })}
                  />
                  <RowSelect
                    row={rowLabel}
                    caption={t('automationSteps.pivot.filterOp')}
                    value={row.op}
                    options={filterConditions.map((op) => ({ value: op, label: op }))}
                    onChange={(op) => set({ ...row, op: op as FilterRow['op'] })}
                  />
                  <RowText
                    row={rowLabel}
                    caption={t('automationSteps.pivot.filterValue')}
                    value={row.value}
                    onChange={(value) => set({ ...row, value })}
                  />
                </>
              );
            }}
          </OrderedListSetting>
        </>
      )}
      {grouping('pivot.rows', t('automationSteps.pivot.groupRows'))}
      {grouping('pivot.cols', t('automationSteps.pivot.groupCols'))}
      <OrderedListSetting<ValueRow>
        name="pivot.values"
        label={t('automationSteps.pivot.values')}
        rowsOf={valueRowsOf}
        storedOf={valuesOf}
        newRow={() => ({ agg: 'count', field: '' })}
        rowLabel={(index) => `${t('automationSteps.pivot.values')} ${index + 1}`}
        addLabel={t('automationSteps.list.add')}
        max={maxPivotValues}
      >
        {(row, _index, set, rowLabel) => {
          return (
            <>
              <RowSelect
                row={rowLabel}
                caption={t('automationSteps.pivot.agg')}
                value={row.agg}
                options={pivotAggregations.map((agg) => ({
                  value: agg,
                  label: t(`automationSteps.pivot.agg.${agg}`),
                }))}
                onChange={(agg) => set({ ...row, agg: agg as ValueRow['agg'] })}
              />
              <RowSelect
                row={rowLabel}
                caption={t('automationSteps.pivot.field')}
                typedCaption={typedField}
                value={row.field}
                options={[{ value: '', label: t('automationSteps.choice.none') }, ...fields]}
                onChange={(field) => set({ ...row, field })}
              />
            </>
          );
        }}
      </OrderedListSetting>
    </StepFormFields>
  );
}
