import { whatsappStepConfigSchema } from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, LinesSetting, TextSetting, ToggleSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

type MessageType = 'text' | 'template';

/** `whatsapp`: the sending number's id, the recipient, and a text or an approved template. */
export function WhatsappStepForm(props: StepFormProps) {
  const t = useT();
  const config =
    props.config.message === undefined
      ? { ...props.config, message: { type: 'text', text: '' } }
      : props.config;
  const { form, replace } = useStepForm(whatsappStepConfigSchema, { ...props, config });
  const type = useWatch({ control: form.control, name: 'message.type' }) as MessageType | undefined;
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting
        name="phoneNumberId"
        label={t('automationSteps.whatsapp.phoneNumberId')}
        template={false}
      />
      <TextSetting name="to" label={t('automationSteps.whatsapp.to')} />
      <ChoiceSetting
        name="message.type"
        label={t('automationSteps.whatsapp.type')}
        options={(['text', 'template'] as const).map((v) => ({
          value: v,
          label: t(`automationSteps.whatsapp.type.${v}`),
        }))}
        onPick={(next) =>
          replace({
            ...form.getValues(),
            message:
              next === 'template'
                ? { type: 'template', name: '', language: 'es', parameters: [] }
                : { type: 'text', text: '', previewUrl: false },
          })
        }
      />
      {type === 'template' ? (
        <>
          <TextSetting name="message.name" label={t('automationSteps.whatsapp.name')} template={false} />
          <TextSetting
            name="message.language"
            label={t('automationSteps.whatsapp.language')}
            template={false}
          />
          <LinesSetting name="message.parameters" label={t('automationSteps.whatsapp.parameters')} />
        </>
      ) : (
        <>
          <TextSetting name="message.text" label={t('automationSteps.whatsapp.text')} multiline rows={3} />
          <ToggleSetting name="message.previewUrl" label={t('automationSteps.whatsapp.previewUrl')} />
        </>
      )}
      <TextSetting
        name="apiVersion"
        label={t('automationSteps.whatsapp.apiVersion')}
        template={false}
        optional
      />
    </StepFormFields>
  );
}
