import { documentStepConfigSchema } from '@colmena/shared/automation/steps';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { useCollectionOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, LinesSetting, PickOrTypeSetting, RecordSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

const actions = ['create', 'update', 'delete', 'move'] as const;
type Action = (typeof actions)[number];

/** The settings of `action`, keeping the collection, the document and the fields chosen. */
function variant(action: Action, current: Record<string, unknown>): Record<string, unknown> {
  const collection = typeof current.collection === 'string' ? current.collection : '';
  const docId = typeof current.docId === 'string' ? current.docId : '{{trigger.docId}}';
  const data = current.data && typeof current.data === 'object' ? current.data : {};
  switch (action) {
    case 'create':
      return { action, collection, data };
    case 'update':
      return { action, collection, docId, data };
    case 'delete':
      return { action, collection, docId };
    case 'move':
      return { action, collection, docId, to: '' };
  }
}

/** `document`: create, change, delete or move a document of a chosen collection, as the automation. */
export function DocumentStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(documentStepConfigSchema, props);
  const collections = useCollectionOptions();
  const action = useWatch({ control: form.control, name: 'action' }) as Action | undefined;
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <ChoiceSetting
        name="action"
        label={t('automationSteps.document.action')}
        options={actions.map((a) => ({ value: a, label: t(`automationSteps.document.action.${a}`) }))}
        onPick={(next) => replace(variant(next as Action, form.getValues()))}
      />
      <PickOrTypeSetting
        name="collection"
        label={t('automationSteps.document.collection')}
        options={collections}
      />
      {action !== 'create' && <TextSetting name="docId" label={t('automationSteps.document.docId')} />}
      {action === 'move' && (
        <PickOrTypeSetting name="to" label={t('automationSteps.document.to')} options={collections} />
      )}
      {(action === 'create' || action === 'update') && (
        <RecordSetting name="data" label={t('automationSteps.document.data')} />
      )}
      {action === 'update' && (
        <LinesSetting name="remove" label={t('automationSteps.document.remove')} optional />
      )}
    </StepFormFields>
  );
}
