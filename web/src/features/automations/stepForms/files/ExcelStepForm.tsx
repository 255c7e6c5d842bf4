import { excelStepConfigSchema } from '@colmena/shared/automation/steps';
import { useT } from '../../../../hooks/useT';
import { useCollectionKeyOptions, useWidgetOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { ChoiceSetting, NumberSetting, PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** `excel`: a widget's query written as a workbook (its columns are set in JSON, for power users). */
export function ExcelStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(excelStepConfigSchema, props);
  const widgets = useWidgetOptions(['table', 'chart', 'pivot']);
  const collections = useCollectionKeyOptions();
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <PickOrTypeSetting name="widgetId" label={t('automationSteps.file.widgetId')} options={widgets} />
      <NumberSetting name="entry" label={t('automationSteps.file.entry')} optional />
      <PickOrTypeSetting
        name="collKey"
        label={t('automationSteps.file.collKey')}
        options={collections}
        optional
      />
      <TextSetting name="documentId" label={t('automationSteps.file.documentId')} optional />
      <TextSetting name="fileName" label={t('automationSteps.file.fileName')} />
      <ChoiceSetting
        name="language"
        label={t('automationSteps.file.language')}
        options={(['es', 'en'] as const).map((v) => ({
          value: v,
          label: t(`automationSteps.file.language.${v}`),
        }))}
      />
    </StepFormFields>
  );
}
