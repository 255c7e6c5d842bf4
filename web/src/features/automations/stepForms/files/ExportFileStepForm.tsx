import { exportStepConfigSchema } from '@colmena/shared/automation/steps';
import { useT } from '../../../../hooks/useT';
import { useCollectionKeyOptions, useWidgetOptions } from '../kit/companyOptions';
import { StepFormFields } from '../kit/StepFormFields';
import { PickOrTypeSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

/** The file steps made from a widget (`pdf`, `pptx`): the widget, and the document it is made for. */
function ExportFileStepForm({ widgetKind, ...props }: StepFormProps & { widgetKind: 'pdf' | 'pptx' }) {
  const t = useT();
  const { form, replace } = useStepForm(exportStepConfigSchema, props);
  const widgets = useWidgetOptions([widgetKind]);
  const collections = useCollectionKeyOptions();
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <PickOrTypeSetting name="widgetId" label={t('automationSteps.file.widgetId')} options={widgets} />
      <PickOrTypeSetting
        name="collKey"
        label={t('automationSteps.file.collKey')}
        options={collections}
        optional
      />
      <TextSetting name="documentId" label={t('automationSteps.file.documentId')} optional />
    </StepFormFields>
  );
}

export function PdfStepForm(props: StepFormProps) {
  return <ExportFileStepForm {...props} widgetKind="pdf" />;
}

export function PptxStepForm(props: StepFormProps) {
  return <ExportFileStepForm {...props} widgetKind="pptx" />;
}
