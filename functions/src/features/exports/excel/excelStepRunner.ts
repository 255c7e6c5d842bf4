import { randomUUID } from 'node:crypto';
import type { ExcelStepConfig } from '@colmena/shared/automation/steps';
import { uploadIdFrom, uploadPath } from '@colmena/shared/files';
import { AppError } from '../../../platform/http/AppError';
import { StepError, type StepRunner } from '../../automation/steps/StepRunner';
import { maxGeneratedSources } from '../generatedFiles/generatedFileRecord';
import { generatedFileUrl } from '../generatedFiles/storeGeneratedFile';
import { excelColumns } from './excelColumns';
import { excelFileName, excelWorkbook, xlsxMime } from './excelWorkbook';

/**
 * `excel`: reads the widget's query as the automation (services.query: the query model and the
 * policy), writes the .xlsx, stores it through the files port and records it with
 * `export.file.record` (its sources: the widget's query and the rows, so only those who may
 * read them download it). Output: the file's record.
 */
export const excelStepRunner: StepRunner<ExcelStepConfig> = {
  kind: 'excel',
  async run(config, { services, tenant, log }) {
    if (!services.query) throw new StepError('bad_config', 'queries are not available to this run');
    const widget = {
      widgetId: config.widgetId,
      entry: config.entry,
      ...(config.collKey ? { collKey: config.collKey } : {}),
      ...(config.documentId ? { documentId: config.documentId } : {}),
    };
    let docs: readonly Record<string, unknown>[];
    try {
      docs = await services.query(widget);
    } catch (error) {
      if (error instanceof AppError) throw new StepError('bad_config', `query: ${error.message}`);
      throw error;
    }
    if (docs.length > maxGeneratedSources)
      throw new StepError('too_large', `${docs.length} rows (at most ${maxGeneratedSources})`);
    log(`${docs.length} row(s)`);
    // A step reads no company: headings are the fields' keys (or the columns' own), and cells
    // are typed by their values (numbers, ISO days and times).
    const columns = excelColumns([], docs, config.columns, config.language);
    const bytes = await excelWorkbook(columns, docs, config.fileName);
    const name = excelFileName(config.fileName);
    const at = services.clock.now().toISOString();
    const id = uploadIdFrom(randomUUID());
    const path = uploadPath({ at, id, name, extension: 'xlsx' });
    await services.files.write(tenant, path, bytes);
    const url = generatedFileUrl(id);
    try {
      await services.command('export.file.record', {
        uploadId: id,
        name,
        filePath: path,
        type: 'file',
        extension: 'xlsx',
        mime: xlsxMime,
        size: bytes.byteLength,
        server: 'firebase',
        owner: { collection: 'widgets', docId: config.widgetId },
        url,
        sources: {
          kind: 'query',
          ...widget,
          collection: typeof docs[0]?.collection === 'string' ? docs[0].collection : '-',
          ids: docs.map((doc) => String(doc.FireId)),
        },
      });
    } catch (error) {
      await services.files.remove(tenant, path).catch(() => false);
      throw error;
    }
    return { id, name, url, size: bytes.byteLength, mime: xlsxMime, rows: docs.length };
  },
};
