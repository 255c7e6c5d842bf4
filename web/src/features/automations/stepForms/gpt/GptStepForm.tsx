import { gptStepConfigSchema } from '@colmena/shared/automation/steps';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { NumberSetting, TextSetting, ToggleSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `gpt`: model, instructions, the prompt, and whether the answer is JSON. */
export function GptStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(gptStepConfigSchema, props);
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting name="model" label={t('automationSteps.gpt.model')} template={false} />
      <TextSetting name="system" label={t('automationSteps.gpt.system')} multiline rows={3} optional />
      <TextSetting name="prompt" label={t('automationSteps.gpt.prompt')} multiline rows={5} />
      <ToggleSetting name="json" label={t('automationSteps.gpt.json')} />
      <NumberSetting name="maxTokens" label={t('automationSteps.gpt.maxTokens')} optional />
      <NumberSetting name="temperature" label={t('automationSteps.gpt.temperature')} optional step={0.1} />
      <ToggleSetting name="stream" label={t('automationSteps.gpt.stream')} />
    </StepFormFields>
  );
}
