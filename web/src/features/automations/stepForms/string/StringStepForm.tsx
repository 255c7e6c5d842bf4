import { stringStepConfigSchema } from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, NumberSetting, TextSetting, ToggleSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';
import { type StringOp, stringOps, stringVariant } from './stringVariants';

/** `string`: the operation first; its settings follow (the text kept when it changes). */
export function StringStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(stringStepConfigSchema, props);
  const op = useWatch({ control: form.control, name: 'op' }) as StringOp | undefined;
  const options = <K extends string>(prefix: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as never) }));
  const text = <TextSetting name="text" label={t('automationSteps.string.text')} multiline rows={2} />;
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <ChoiceSetting
        name="op"
        label={t('automationSteps.string.op')}
        options={options('automationSteps.string.op', stringOps)}
        onPick={(next) => replace(stringVariant(next as StringOp, form.getValues()))}
      />
      {op === 'template' && text}
      {op === 'replace' && (
        <>
          {text}
          <TextSetting name="pattern" label={t('automationSteps.string.pattern')} code />
          <TextSetting name="flags" label={t('automationSteps.string.flags')} template={false} />
          <TextSetting name="replacement" label={t('automationSteps.string.replacement')} />
        </>
      )}
      {op === 'split' && (
        <>
          {text}
          <TextSetting name="separator" label={t('automationSteps.string.separator')} template={false} />
          <NumberSetting name="limit" label={t('automationSteps.string.limit')} optional />
        </>
      )}
      {op === 'join' && (
        <>
          <TextSetting name="items" label={t('automationSteps.string.items')} />
          <TextSetting name="separator" label={t('automationSteps.string.separator')} template={false} />
          <TextSetting name="field" label={t('automationSteps.string.itemField')} template={false} optional />
        </>
      )}
      {op === 'case' && (
        <>
          {text}
          <ChoiceSetting
            name="to"
            label={t('automationSteps.string.to')}
            options={options('automationSteps.string.to', ['upper', 'lower', 'title', 'sentence'] as const)}
          />
        </>
      )}
      {op === 'trim' && (
        <>
          {text}
          <ChoiceSetting
            name="side"
            label={t('automationSteps.string.side')}
            options={options('automationSteps.string.side', ['both', 'start', 'end'] as const)}
          />
        </>
      )}
      {op === 'slice' && (
        <>
          {text}
          <NumberSetting name="start" label={t('automationSteps.string.start')} />
          <NumberSetting name="end" label={t('automationSteps.string.end')} optional />
        </>
      )}
      {op === 'number' && (
        <>
          <TextSetting name="value" label={t('automationSteps.string.value')} />
          <ChoiceSetting
            name="style"
            label={t('automationSteps.string.style')}
            options={options('automationSteps.string.style', ['number', 'currency', 'percent'] as const)}
          />
          <NumberSetting name="decimals" label={t('automationSteps.string.decimals')} optional />
          <ChoiceSetting
            name="rounding"
            label={t('automationSteps.string.rounding')}
            options={options('automationSteps.string.rounding', ['round', 'floor', 'ceil'] as const)}
          />
        </>
      )}
      {op === 'date' && (
        <>
          <TextSetting name="value" label={t('automationSteps.string.value')} />
          <ToggleSetting name="withTime" label={t('automationSteps.string.withTime')} />
          <TextSetting name="timeZone" label={t('automationSteps.string.timeZone')} template={false} />
        </>
      )}
    </StepFormFields>
  );
}
