import type { PivotStepConfig, PivotStepFilter } from '@colmena/shared/automation/steps';
import { maxPivotStepRows } from '@colmena/shared/automation/steps';
import { computePivot, type PivotDocument, PivotTooLargeError } from '@colmena/shared/pivot';
import { AppError } from '../../../platform/http/AppError';
import { StepError, type StepRunner } from './StepRunner';

/**
 * `pivot`: the shared pivot engine (the pivot widget's) over a query's documents, read with the
 * automation's permissions, or over a list an earlier step made. Output: the PivotResult (JSON).
 */
export const pivotRunner: StepRunner<PivotStepConfig> = {
  kind: 'pivot',
  async run(config, { services, log }) {
    const rows =
      config.source.from === 'query'
        ? await queried(withFilters(config.source.query, config.source.filters), services.query)
        : listed(config.source.rows);
    log(`${rows.length} row(s)`);
    try {
      return computePivot(rows, config.pivot);
    } catch (error) {
      if (error instanceof PivotTooLargeError) throw new StepError('too_large', error.message);
      throw error;
    }
  },
};

/**
 * The query with the form's conditions added to its `where` (a list query's); a widget's query
 * (widgetId) takes none, so conditions there are refused rather than silently dropped.
 */
export function withFilters(
  query: Record<string, unknown>,
  filters: readonly PivotStepFilter[] | undefined,
): Record<string, unknown> {
  if (!filters || filters.length === 0) return query;
  if (Object.hasOwn(query, 'widgetId'))
    throw new StepError('bad_config', "filters apply to a collection's query, not a widget's");
  const where = Array.isArray(query.where) ? query.where : [];
  return { ...query, where: [...where, ...filters.map((f) => [f.field, f.op, f.value])] };
}

async function queried(
  query: Record<string, unknown>,
  run: ((request: unknown) => Promise<readonly Record<string, unknown>[]>) | undefined,
): Promise<readonly PivotDocument[]> {
  if (!run) throw new StepError('bad_config', 'queries are not available to this run');
  try {
    return await run(query);
  } catch (error) {
    if (error instanceof AppError) throw new StepError('bad_config', `query: ${error.message}`);
    throw error;
  }
}

function listed(rows: unknown[] | string): PivotDocument[] {
  let list: unknown = rows;
  if (typeof rows === 'string') {
    try {
      list = JSON.parse(rows);
    } catch {
      throw new StepError('bad_input', 'rows is not a list (nor its JSON text)');
    }
  }
  if (!Array.isArray(list)) throw new StepError('bad_input', 'rows is not a list');
  if (list.length > maxPivotStepRows)
    throw new StepError('too_large', `${list.length} rows (at most ${maxPivotStepRows})`);
  const wrong = list.findIndex((row) => typeof row !== 'object' || row === null || Array.isArray(row));
  if (wrong >= 0) throw new StepError('bad_input', `row ${wrong} is not an object`);
  return list as PivotDocument[];
}
