import { httpMethods, httpStepConfigSchema } from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, RecordSetting, TextSetting, ToggleSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `http`: method, address, headers, body (JSON / text / form) and how the answer is read. */
export function HttpStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(httpStepConfigSchema, props);
  const bodyType = useWatch({ control: form.control, name: 'bodyType' }) as string | undefined;
  const method = useWatch({ control: form.control, name: 'method' }) as string | undefined;
  const withBody = method !== 'GET' && method !== 'HEAD';
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <ChoiceSetting
        name="method"
        label={t('automationSteps.http.method')}
        options={httpMethods.map((m) => ({ value: m, label: m }))}
      />
      <TextSetting name="url" label={t('automationSteps.http.url')} />
      <RecordSetting name="headers" label={t('automationSteps.http.headers')} optional />
      {withBody && (
        <>
          <ChoiceSetting
            name="bodyType"
            label={t('automationSteps.http.bodyType')}
            options={(['json', 'text', 'form'] as const).map((v) => ({
              value: v,
              label: t(`automationSteps.http.bodyType.${v}`),
            }))}
            onPick={(next) => {
              // A form body is a record of fields; JSON and text are typed as text.
              const { body: _, ...rest } = form.getValues();
              replace({ ...rest, bodyType: next });
            }}
          />
          {bodyType === 'form' ? (
            <RecordSetting name="body" label={t('automationSteps.http.body')} optional />
          ) : (
            <TextSetting
              name="body"
              label={t('automationSteps.http.body')}
              multiline
              rows={4}
              optional
              code
            />
          )}
        </>
      )}
      <ChoiceSetting
        name="responseType"
        label={t('automationSteps.http.responseType')}
        options={(['auto', 'json', 'text'] as const).map((v) => ({
          value: v,
          label: t(`automationSteps.http.responseType.${v}`),
        }))}
      />
      <ToggleSetting name="acceptErrorStatus" label={t('automationSteps.http.acceptErrorStatus')} />
    </StepFormFields>
  );
}
