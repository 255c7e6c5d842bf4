import { emailStepConfigSchema } from '@colmena/shared/automation/steps';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `email`: recipients, subject, text and an optional HTML body. */
export function EmailStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(emailStepConfigSchema, props);
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting name="to" label={t('automationSteps.email.to')} />
      <TextSetting name="subject" label={t('automationSteps.email.subject')} />
      <TextSetting name="text" label={t('automationSteps.email.text')} multiline rows={5} />
      <TextSetting name="html" label={t('automationSteps.email.html')} multiline rows={3} optional code />
    </StepFormFields>
  );
}
