import { type FilterDataType, filterConditions, filterDataTypes } from '@colmena/shared/schemas';
import { useId } from 'react';
import { useT } from '../../hooks/useT';
import { CheckboxField, SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import {
  emptyFilter,
  emptyQuery,
  type FilterForm,
  maxFilters,
  type QueryForm,
  takesList,
  valueInputOf,
} from './queryForm';

interface Props {
  entries: QueryForm[];
  /** Collection names to suggest (the company's main and secondary collections). */
  collections: readonly string[];
  onChange(entries: QueryForm[]): void;
}

/**
 * The querysArray editor (spec §3, §7): each entry's collection ("data": the current
 * collection), up to three filters with condition and value kind, order, limit, onlyOnPage.
 */
export function QueryBuilder({ entries, collections, onChange }: Props) {
  const t = useT();
  const listId = useId();
  const update = (index: number, entry: QueryForm) =>
    onChange(entries.map((e, i) => (i === index ? entry : e)));
  return (
    <div className="query-builder">
      <datalist id={listId}>
        <option value="data">{t('widgets.editor.query.dataAlias')}</option>
        {collections.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity (entry n)
        <fieldset key={index} className="query-builder__entry" data-testid="query-entry">
          <legend>{t('widgets.editor.query.legend', { index: String(index) })}</legend>
          <div className="editor-grid">
            <TextField
              label={t('widgets.editor.query.collection')}
              value={entry.collection}
              list={listId}
              required
              onValueChange={(collection) => update(index, { ...entry, collection })}
            />
            <TextField
              label={t('widgets.editor.query.limit')}
              type="number"
              min={1}
              max={10000}
              value={entry.limit}
              onValueChange={(limit) => update(index, { ...entry, limit })}
            />
            <TextField
              label={t('widgets.editor.query.orderField')}
              value={entry.orderField}
              onValueChange={(orderField) => update(index, { ...entry, orderField })}
            />
            <SelectField<'asc' | 'desc'>
              label={t('widgets.editor.query.orderDirection')}
              value={entry.orderDirection}
              options={[
                { value: 'asc', label: t('widgets.editor.query.asc') },
                { value: 'desc', label: t('widgets.editor.query.desc') },
              ]}
              onValueChange={(orderDirection) => update(index, { ...entry, orderDirection })}
            />
          </div>
          <CheckboxField
            label={t('widgets.editor.query.onlyOnPage')}
            checked={entry.onlyOnPage}
            onCheckedChange={(onlyOnPage) => update(index, { ...entry, onlyOnPage })}
          />
          {entry.filters.map((filter, f) => (
            <FilterRow
              // biome-ignore lint/suspicious/noArrayIndexKey: filters have no id either (at most three, in order)
              key={f}
              index={f}
              filter={filter}
              onChange={(next) =>
                update(index, { ...entry, filters: entry.filters.map((x, i) => (i === f ? next : x)) })
              }
              onRemove={() => update(index, { ...entry, filters: entry.filters.filter((_, i) => i !== f) })}
            />
          ))}
          <div className="editor-actions">
            {entry.filters.length < maxFilters && (
              <button
                type="button"
                className="button button--text"
                onClick={() => update(index, { ...entry, filters: [...entry.filters, emptyFilter()] })}
              >
                {t('widgets.editor.filter.add')}
              </button>
            )}
            <button
              type="button"
              className="button button--text"
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              {t('widgets.editor.query.remove', { index: String(index) })}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--outlined"
        onClick={() => onChange([...entries, emptyQuery()])}
      >
        {t('widgets.editor.query.add')}
      </button>
    </div>
  );
}

interface FilterProps {
  index: number;
  filter: FilterForm;
  onChange(filter: FilterForm): void;
  onRemove(): void;
}

/** One filter: field, condition, value kind, and the input that kind takes (spec §7). */
function FilterRow({ index, filter, onChange, onRemove }: FilterProps) {
  const t = useT();
  const input = valueInputOf(filter.dataType);
  return (
    <fieldset className="query-builder__filter" data-testid="query-filter">
      <legend>{t('widgets.editor.filter.legend', { index: String(index + 1) })}</legend>
      <div className="editor-grid">
        <TextField
          label={t('widgets.editor.filter.field')}
          value={filter.field}
          onValueChange={(field) => onChange({ ...filter, field })}
        />
        <SelectField
          label={t('widgets.editor.filter.condition')}
          value={filter.condition}
          options={filterConditions.map((condition) => ({ value: condition, label: condition }))}
          onValueChange={(condition) => onChange({ ...filter, condition })}
        />
        <SelectField<FilterDataType>
          label={t('widgets.editor.filter.dataType')}
          value={filter.dataType}
          options={filterDataTypes.map((kind) => ({
            value: kind,
            label: t(`widgets.editor.filter.kind.${kind}`),
          }))}
          onValueChange={(dataType) => onChange({ ...filter, dataType })}
        />
        {input === 'text' && (
          <TextField
            label={t('widgets.editor.filter.value')}
            value={filter.value}
            hint={
              takesList(filter.condition)
                ? { text: t('widgets.editor.filter.listHint'), tone: 'neutral' }
                : null
            }
            onValueChange={(value) => onChange({ ...filter, value })}
          />
        )}
        {input === 'date' && (
          <TextField
            label={t('widgets.editor.filter.value')}
            type="date"
            value={filter.value}
            onValueChange={(value) => onChange({ ...filter, value })}
          />
        )}
        {input === 'days' && (
          <TextField
            label={t('widgets.editor.filter.days')}
            type="number"
            min={0}
            step={1}
            value={filter.value}
            onValueChange={(value) => onChange({ ...filter, value })}
          />
        )}
        {input === 'field' && (
          <TextField
            label={t('widgets.editor.filter.documentField')}
            value={filter.value}
            onValueChange={(value) => onChange({ ...filter, value })}
          />
        )}
        {input === 'none' && <p className="query-builder__no-value">{t('widgets.editor.filter.noValue')}</p>}
      </div>
      <button type="button" className="button button--text" onClick={onRemove}>
        {t('widgets.editor.filter.remove', { index: String(index + 1) })}
      </button>
    </fieldset>
  );
}
