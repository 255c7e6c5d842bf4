import { chatStepConfigSchema } from '@colmena/shared/automation/steps';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { usePeopleOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { CheckListSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

type SendTo = 'contacts' | 'thread';

/** `chat`: a message to people of the agenda (a conversation is started) or into a conversation. */
export function ChatStepForm(props: StepFormProps) {
  const t = useT();
  const group = useId();
  // A new step sends to contacts until told otherwise.
  const config =
    props.config.thread === undefined && props.config.contacts === undefined
      ? { ...props.config, contacts: [] }
      : props.config;
  const { form, replace } = useStepForm(chatStepConfigSchema, { ...props, config });
  const people = usePeopleOptions();
  const thread = useWatch({ control: form.control, name: 'thread' }) as unknown;
  const contacts = useWatch({ control: form.control, name: 'contacts' }) as unknown;
  const sendTo: SendTo = thread !== undefined ? 'thread' : 'contacts';
  const pick = (next: SendTo) => {
    const { thread: _t, contacts: _c, ...rest } = form.getValues();
    replace(next === 'thread' ? { ...rest, thread: '' } : { ...rest, contacts: [] });
  };
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <fieldset className="step-setting__choice">
        <legend>{t('automationSteps.chat.sendTo')}</legend>
        {(['contacts', 'thread'] as const).map((option) => (
          <label key={option} className="field-checkbox">
            <input type="radio" name={group} checked={sendTo === option} onChange={() => pick(option)} />
            <span>{t(`automationSteps.chat.sendTo.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {sendTo === 'thread' ? (
        <TextSetting name="thread" label={t('automationSteps.chat.thread')} />
      ) : typeof contacts === 'string' ? (
        <TextSetting name="contacts" label={t('automationSteps.chat.contacts')} />
      ) : (
        <CheckListSetting name="contacts" label={t('automationSteps.chat.contacts')} options={people} />
      )}
      <TextSetting name="text" label={t('automationSteps.chat.text')} multiline rows={3} />
    </StepFormFields>
  );
}
