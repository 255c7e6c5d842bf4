import { pivotStepConfigSchema } from '@colmena/shared/automation/steps';
import { pivotAggregations } from '@colmena/shared/pivot';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { useCollectionOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, LinesSetting, PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

const emptyPivot = { rows: [], cols: [], values: [{ agg: 'count' }] };

/** `pivot`: rows from a collection or an earlier step, grouped by rows and columns, with values. */
export function PivotStepForm(props: StepFormProps) {
  const t = useT();
  const config =
    props.config.source === undefined
      ? { source: { from: 'query', query: { collection: '' } }, pivot: emptyPivot, ...props.config }
      : props.config;
  const { form, replace } = useStepForm(pivotStepConfigSchema, { ...props, config });
  const collections = useCollectionOptions();
  const from = useWatch({ control: form.control, name: 'source.from' }) as string | undefined;
  const values = useFieldArray({ control: form.control, name: 'pivot.values' });
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
        <PickOrTypeSetting
          name="source.query.collection"
          label={t('automationSteps.pivot.collection')}
          options={collections}
        />
      )}
      <LinesSetting name="pivot.rows" label={t('automationSteps.pivot.groupRows')} />
      <LinesSetting name="pivot.cols" label={t('automationSteps.pivot.groupCols')} />
      <fieldset className="step-setting__record">
        <legend>{t('automationSteps.pivot.values')}</legend>
        {values.fields.map((value, index) => (
          <div key={value.id} className="step-setting__row">
            <ChoiceSetting
              name={`pivot.values.${index}.agg`}
              label={t('automationSteps.pivot.agg')}
              options={pivotAggregations.map((agg) => ({
                value: agg,
                label: t(`automationSteps.pivot.agg.${agg}`),
              }))}
            />
            <TextSetting
              name={`pivot.values.${index}.field`}
              label={t('automationSteps.pivot.field')}
              template={false}
              optional
            />
            <button type="button" className="button button--text" onClick={() => values.remove(index)}>
              {t('automationSteps.list.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button button--text" onClick={() => values.append({ agg: 'count' })}>
          {t('automationSteps.list.add')}
        </button>
      </fieldset>
    </StepFormFields>
  );
}
