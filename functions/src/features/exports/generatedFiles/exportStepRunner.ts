import type { ExportStepConfig } from '@colmena/shared/automation/steps';
import type { ExportFormat } from '@colmena/shared/exports';
import { AppError } from '../../../platform/http/AppError';
import { StepError, type StepRunner } from '../../automation/steps/StepRunner';

/**
 * The `pdf` and `pptx` step runners: the widget's file made with the automation's permissions
 * and stored with its uploaded-file record (services.exportFile, automationExports.ts); the
 * output is the record, for a later step to attach or link (`{{steps.<name>.url}}`).
 */
export function exportStepRunner(format: ExportFormat): StepRunner<ExportStepConfig> {
  return {
    kind: format,
    async run(config, { services, log }) {
      if (!services.exportFile) throw new StepError('bad_config', 'files cannot be made in this run');
      try {
        const file = await services.exportFile(format, {
          widgetId: config.widgetId,
          ...(config.collKey ? { collKey: config.collKey } : {}),
          ...(config.documentId ? { documentId: config.documentId } : {}),
        });
        log(`${file.name} (${file.size} bytes)`);
        return file;
      } catch (error) {
        // The widget, the document or the query refused: the automation is set up wrong.
        if (error instanceof AppError) throw new StepError('bad_config', `${error.code}: ${error.message}`);
        throw error;
      }
    },
  };
}

export const pdfStepRunner = exportStepRunner('pdf');
export const pptxStepRunner = exportStepRunner('pptx');
