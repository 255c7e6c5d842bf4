import { taskStepConfigSchema } from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { useCollectionKeyOptions, usePeopleOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { NumberSetting, PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `task`: what to do, for whom in the agenda, by when, and the project it is about. */
export function TaskStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(taskStepConfigSchema, props);
  const people = usePeopleOptions();
  const collections = useCollectionKeyOptions();
  const project = useWatch({ control: form.control, name: 'project' }) as unknown;
  const linked = project !== undefined && project !== null;
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting name="title" label={t('automationSteps.task.title')} />
      <TextSetting name="subtitle" label={t('automationSteps.task.subtitle')} multiline rows={2} optional />
      <PickOrTypeSetting name="to" label={t('automationSteps.task.to')} options={people} />
      <TextSetting name="expires_on" label={t('automationSteps.task.expiresOn')} optional />
      <NumberSetting name="expiresInHours" label={t('automationSteps.task.expiresInHours')} optional />
      <label className="field-checkbox">
        <input
          type="checkbox"
          checked={linked}
          onChange={(event) => {
            const { project: _, ...rest } = form.getValues();
            replace(
              event.target.checked ? { ...rest, project: { collKey: '', id: '{{trigger.docId}}' } } : rest,
            );
          }}
        />
        <span>{t('automationSteps.task.linkProject')}</span>
      </label>
      {linked && (
        <>
          <PickOrTypeSetting
            name="project.collKey"
            label={t('automationSteps.task.projectCollection')}
            options={collections}
          />
          <TextSetting name="project.id" label={t('automationSteps.task.projectId')} />
        </>
      )}
    </StepFormFields>
  );
}
