import { calculationStepConfigSchema } from '@colmena/shared/automation/steps';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { NumberSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `calculation`: the code (it reads `input.trigger` and `input.steps` itself) and its time limit. */
export function CalculationStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(calculationStepConfigSchema, props);
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting
        name="code"
        label={t('automationSteps.calculation.code')}
        multiline
        rows={8}
        code
        template={false}
      />
      <NumberSetting name="timeoutMs" label={t('automationSteps.calculation.timeoutMs')} optional />
    </StepFormFields>
  );
}
