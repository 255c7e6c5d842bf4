import '@colmena/shared/i18n/importsTexts';
import '@colmena/shared/i18n/fieldsTexts';
import type { ErrorCode, MessageKey, StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { formatNumber } from '@colmena/shared/format';
import type { ColumnMapping, ImportRecord, RowProblem } from '@colmena/shared/imports';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { ApiError } from '../../api/apiError';
import { newId } from '../../api/newId';
import { useLanguage } from '../../hooks/useLanguage';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import type { WidgetView } from '../kindTypes';
import { ImportRevertReport } from './ImportRevertReport';
import { startImport, uploadImportFile } from './importClient';
import {
  checkedPreview,
  firstMapping,
  type ImportPreview,
  importIdOf,
  mappingKey,
  readRemembered,
  remember,
} from './importPlan';
import { refusalParams } from './refusalParams';
import './excelImport.css';

type Phase =
  | { kind: 'pick'; error: ErrorCode | null }
  | { kind: 'uploading'; name: string }
  | {
      kind: 'mapping';
      importId: string;
      name: string;
      preview: ImportPreview;
      mapping: ColumnMapping;
      keyField: string;
      starting: boolean;
      error: ErrorCode | null;
    }
  | { kind: 'running'; importId: string; name: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const errorCodeOf = (error: unknown): ErrorCode =>
  error instanceof ApiError ? error.code : 'file_upload_error';

/**
 * Excel import kind: a file (.xlsx or .csv) is uploaded and read by the server, which answers its
 * headings and first rows; the columns are mapped to the collection's fields (by heading, the
 * last mapping of this collection remembered in this browser), the first 20 rows shown with the
 * problems the field kit finds; then the import runs as a job and its record — progress, then
 * the report — arrives over the live stream.
 */
export function ExcelImportWidget({ settings, placement }: WidgetView<'excelImport'>) {
  const t = useT();
  const { language } = useLanguage();
  const { company, user } = useSession();
  const inputId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'pick', error: null });
  const definition = company.collections.find((c) => c.key === (settings.collection || placement.collKey));
  const fields = useMemo(() => definition?.fields ?? [], [definition]);
  const key = mappingKey(company.id, user?.uid ?? 'anonymous', definition?.key ?? '');

  if (!definition) return <p className="widget-empty">{t('imports.noCollection')}</p>;
  const collection = definition.mainCollection;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const importId = importIdOf(newId());
    setPhase({ kind: 'uploading', name: file.name });
    try {
      const preview = await uploadImportFile(importId, collection, file);
      const mapping = firstMapping(preview.headers, fields, readRemembered(storage(), key));
      const keyField = settings.keyField && mapping.includes(settings.keyField) ? settings.keyField : '';
      setPhase({
        kind: 'mapping',
        importId,
        name: file.name,
        preview,
        mapping,
        keyField,
        starting: false,
        error: null,
      });
    } catch (error) {
      setPhase({ kind: 'pick', error: errorCodeOf(error) });
    }
  };

  const title = (
    <h3 className="excel-import__title">{t('imports.title', { collection: definition.name })}</h3>
  );

  if (phase.kind === 'pick' || phase.kind === 'uploading')
    return (
      <div className="excel-import">
        {title}
        <label htmlFor={inputId} className="button button--primary excel-import__choose">
          {phase.kind === 'uploading' ? t('imports.uploading', { name: phase.name }) : t('imports.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          disabled={phase.kind === 'uploading'}
          onChange={choose}
        />
        <p className="excel-import__hint">{t('imports.chooseHint')}</p>
        {phase.kind === 'pick' && phase.error && (
          <p className="excel-import__error" role="alert">
            {t(`errors.${phase.error}` as MessageKey, refusalParams(phase.error))}
          </p>
        )}
      </div>
    );

  if (phase.kind === 'running')
    return (
      <div className="excel-import">
        {title}
        <ImportProgress
          importId={phase.importId}
          fields={fields}
          language={language}
          onAgain={() => setPhase({ kind: 'pick', error: null })}
        />
      </div>
    );

  const { preview, mapping } = phase;
  const rows = checkedPreview(preview, mapping, fields);
  const withProblems = rows.filter((row) => row.problems.length > 0).length;
  const fieldOptions: { value: string; label: string }[] =
    fields.length > 0
      ? fields.map((field) => ({ value: field.key, label: field.label[language] }))
      : preview.headers.filter(Boolean).map((header) => ({ value: header, label: header }));
  const setColumn = (column: number, value: string) =>
    setPhase({
      ...phase,
      mapping: mapping.map((m, i) => (i === column ? value || null : m === value ? null : m)),
    });
  const start = async () => {
    setPhase({ ...phase, starting: true, error: null });
    remember(storage(), key, preview.headers, mapping);
    try {
      await startImport(phase.importId, {
        collection,
        mapping,
        keyField: phase.keyField || null,
        fileName: phase.name.slice(0, 200),
      });
      setPhase({ kind: 'running', importId: phase.importId, name: phase.name });
    } catch (error) {
      setPhase({ ...phase, starting: false, error: errorCodeOf(error) });
    }
  };
  const mapped = mapping.filter((m): m is string => m !== null);

  return (
    <div className="excel-import">
      {title}
      <p className="excel-import__count">
        {t('imports.rows', { count: formatNumber(preview.total), name: phase.name })}
      </p>
      <fieldset className="excel-import__mapping">
        <legend>{t('imports.mapping')}</legend>
        {preview.headers.map((header, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is its position
          <label key={`${column}-${header}`} className="excel-import__map">
            <span className="excel-import__header">{header || `#${column + 1}`}</span>
            <select
              aria-label={`${t('imports.field')}: ${header || `#${column + 1}`}`}
              value={mapping[column] ?? ''}
              onChange={(event) => setColumn(column, event.target.value)}
            >
              <option value="">{t('imports.skipColumn')}</option>
              {fieldOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="excel-import__map excel-import__map--key">
          <span className="excel-import__header">{t('imports.keyField')}</span>
          <select
            value={phase.keyField}
            onChange={(event) => setPhase({ ...phase, keyField: event.target.value })}
          >
            <option value="">{t('imports.noKey')}</option>
            {mapped.map((field) => (
              <option key={field} value={field}>
                {fieldLabel(field, fields, language)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <h4 className="excel-import__subtitle">{t('imports.preview', { count: rows.length })}</h4>
      <div className="excel-import__scroll">
        <table className="excel-import__preview">
          <thead>
            <tr>
              <th scope="col">{t('imports.line')}</th>
              {preview.headers.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is its position
                <th key={`${column}-${header}`} scope="col" data-mapped={mapping[column] !== null}>
                  {header}
                </th>
              ))}
              <th scope="col">{t('imports.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} data-problem={row.problems.length > 0} data-testid="import-preview-row">
                <td>{row.line}</td>
                {preview.headers.map((header, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is its position
                  <td key={`${column}-${header}`}>
                    {row.cells[column] === null ? '' : String(row.cells[column] ?? '')}
                  </td>
                ))}
                <td className="excel-import__problems">
                  {row.problems.length === 0
                    ? t('imports.ok')
                    : row.problems.map((problem) => problemText(problem, fields, language, t)).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {withProblems > 0 && (
        <p className="excel-import__warning">{t('imports.previewProblems', { count: withProblems })}</p>
      )}
      {phase.error && (
        <p className="excel-import__error" role="alert">
          {t(`errors.${phase.error}` as MessageKey, refusalParams(phase.error))}
        </p>
      )}
      <div className="excel-import__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={phase.starting || mapped.length === 0}
          onClick={start}
        >
          {t('imports.start', { count: formatNumber(preview.total) })}
        </button>
        <button
          type="button"
          className="button button--text"
          onClick={() => setPhase({ kind: 'pick', error: null })}
        >
          {t('imports.cancel')}
        </button>
      </div>
    </div>
  );
}

function fieldLabel(key: string, fields: readonly FieldDefinition[], language: 'es' | 'en'): string {
  return fields.find((field) => field.key === key)?.label[language] ?? key;
}

type Translate = ReturnType<typeof useT>;

function problemText(
  problem: { field: string; code: string; min?: number; max?: number },
  fields: readonly FieldDefinition[],
  language: 'es' | 'en',
  t: Translate,
): string {
  const { field, code, ...values } = problem;
  const reason =
    code === 'key_not_unique'
      ? t('imports.skip.key_not_unique')
      : t(`fields.problem.${code}` as MessageKey, values as Record<string, number>);
  return `${fieldLabel(field, fields, language)}: ${reason}`;
}

/** The import as it goes, live: the record's progress, then its report. */
function ImportProgress({
  importId,
  fields,
  language,
  onAgain,
}: {
  importId: string;
  fields: readonly FieldDefinition[];
  language: 'es' | 'en';
  onAgain(): void;
}) {
  const t = useT();
  const live = useLiveQuery({ collection: 'imports', docId: importId } as Parameters<typeof useLiveQuery>[0]);
  const doc = live.docs.find((d: StoredDoc) => d.FireId === importId) as
    | (StoredDoc & Partial<ImportRecord>)
    | undefined;
  const state = doc?.state ?? 'queued';
  const total = doc?.total ?? 0;
  const processed = doc?.processed ?? 0;
  const fmt = (n: number) => formatNumber(n);

  if (state !== 'done' && state !== 'failed')
    return (
      <div className="excel-import__running">
        <progress
          className="excel-import__bar"
          aria-label={t('imports.progress')}
          max={state === 'applying' && total > 0 ? total : undefined}
          value={state === 'applying' && total > 0 ? processed : undefined}
        />
        <p aria-live="polite">
          {state === 'queued'
            ? t('imports.queued')
            : state === 'reading'
              ? t('imports.reading', { processed: fmt(processed) })
              : t('imports.applying', { processed: fmt(processed), total: fmt(total) })}
        </p>
      </div>
    );

  const skips = doc?.skips ?? [];
  const skipped = doc?.skipped ?? 0;
  return (
    <div className="excel-import__report" data-testid="import-report">
      <h4 className={state === 'done' ? 'excel-import__subtitle' : 'excel-import__error'}>
        {state === 'done' ? t('imports.done') : t('imports.failed')}
      </h4>
      {state === 'failed' && doc?.error && (
        <p className="excel-import__error" role="alert">
          {t(`errors.${doc.error}` as MessageKey, refusalParams(doc.error as ErrorCode))}
        </p>
      )}
      <ul className="excel-import__counts">
        <li data-testid="import-created">{t('imports.created', { count: fmt(doc?.created ?? 0) })}</li>
        <li data-testid="import-updated">{t('imports.updated', { count: fmt(doc?.updated ?? 0) })}</li>
        <li data-testid="import-skipped">{t('imports.skipped', { count: fmt(skipped) })}</li>
      </ul>
      {doc?.revert && <ImportRevertReport revert={doc.revert} fields={fields} language={language} />}
      {skips.length > 0 && (
        <>
          <h5 className="excel-import__subtitle">{t('imports.skipsTitle')}</h5>
          <ul className="excel-import__skips">
            {skips.map((skip) => (
              <li key={`${skip.line}-${skip.field}`} data-testid="import-skip">
                {t('imports.line')} {skip.line} — {problemText(skip as RowProblem, fields, language, t)}
              </li>
            ))}
            {skipped > skips.length && (
              <li>{t('imports.skipsMore', { count: fmt(skipped - skips.length) })}</li>
            )}
          </ul>
        </>
      )}
      <button type="button" className="button button--text" onClick={onAgain}>
        {t('imports.again')}
      </button>
    </div>
  );
}
