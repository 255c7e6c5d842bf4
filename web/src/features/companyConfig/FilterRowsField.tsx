import { filterConditions, filterDataTypes } from '@colmena/shared/schemas';
import { useId } from 'react';
import { useT } from '../../hooks/useT';
import { dataFreeTypes, emptyFilterRow, type FilterRow, maxFilterRows } from './filterRows';

interface Props {
  legend: string;
  hint: string;
  rows: FilterRow[];
  onChange(rows: FilterRow[]): void;
}

/** A stored filter: up to three rows (field, condition, value kind, value), as a widget query's. */
export function FilterRowsField({ legend, hint, rows, onChange }: Props) {
  const t = useT();
  const hintId = useId();
  const setRow = (index: number, change: Partial<FilterRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="settings-fieldset" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint field-hint--neutral">
        {hint}
      </p>
      {rows.length === 0 && <p className="settings-muted">{t('companyConfig.filters.none')}</p>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the index is their identity
        <div key={index} className="settings-filter">
          <label className="settings-inline">
            <span>{t('companyConfig.filters.field')}</span>
            <input
              className="settings-input"
              value={row.field}
              onChange={(event) => setRow(index, { field: event.target.value })}
            />
          </label>
          <label className="settings-inline">
            <span>{t('companyConfig.filters.condition')}</span>
            <select
              className="settings-input"
              value={row.condition}
              onChange={(event) => setRow(index, { condition: event.target.value as FilterRow['condition'] })}
            >
              {filterConditions.map((condition) => (
                <option key={condition} value={condition}>
                  {condition}
                </option>
              ))}
            </select>
          </label>
          <label className="settings-inline">
            <span>{t('companyConfig.filters.dataType')}</span>
            <select
              className="settings-input"
              value={row.dataType}
              onChange={(event) => setRow(index, { dataType: event.target.value as FilterRow['dataType'] })}
            >
              {filterDataTypes.map((dataType) => (
                <option key={dataType} value={dataType}>
                  {dataType}
                </option>
              ))}
            </select>
          </label>
          <label className="settings-inline">
            <span>{t('companyConfig.filters.data')}</span>
            <input
              className="settings-input"
              value={dataFreeTypes.includes(row.dataType) ? '' : row.data}
              disabled={dataFreeTypes.includes(row.dataType)}
              onChange={(event) => setRow(index, { data: event.target.value })}
            />
          </label>
          <button
            type="button"
            className="button button--text"
            aria-label={t('companyConfig.filters.remove', { number: index + 1 })}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            {t('companyConfig.remove')}
          </button>
        </div>
      ))}
      {rows.length < maxFilterRows && (
        <button
          type="button"
          className="button button--outlined settings-add"
          onClick={() => onChange([...rows, emptyFilterRow()])}
        >
          {t('companyConfig.filters.add')}
        </button>
      )}
    </fieldset>
  );
}
