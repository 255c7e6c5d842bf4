import { useT } from '../../../hooks/useT';
import { DateReadingInput } from '../../../ui/dateReading/DateReadingInput';
import { parseNumber } from '../fieldInput';
import { useBooleanWords } from '../useFieldText';
import { type ColumnFilter, emptyFilter } from './columnFilters';
import type { TableColumn } from './columnModel';

interface Props {
  column: TableColumn;
  filter: ColumnFilter | undefined;
  onFilter(filter: ColumnFilter | null): void;
}

/** A column's filter in the header, by the column's kind: text, range of numbers or days, yes/no, a choice. */
export function ColumnFilterControl({ column, filter, onFilter }: Props) {
  const t = useT();
  const words = useBooleanWords();
  const kind = column.filter;
  if (kind === null) return null;
  const current = filter?.kind === kind ? filter : emptyFilter(kind);
  const label = t('data.table.filter', { column: column.label });
  switch (current.kind) {
    case 'text':
      return (
        <input
          type="search"
          className="data-table__filter"
          aria-label={label}
          placeholder={t('data.table.filterAny')}
          value={current.text}
          onChange={(event) =>
            onFilter(event.target.value === '' ? null : { ...current, text: event.target.value })
          }
        />
      );
    case 'number':
    case 'date': {
      const isDate = current.kind === 'date';
      const low = current.kind === 'date' ? current.from : current.min;
      const high = current.kind === 'date' ? current.to : current.max;
      const set = (which: 'low' | 'high', text: string) => {
        const value = isDate ? (text === '' ? null : text) : parseNumber(text);
        const next: ColumnFilter =
          current.kind === 'date'
            ? { ...current, [which === 'low' ? 'from' : 'to']: value }
            : { ...current, [which === 'low' ? 'min' : 'max']: value };
        onFilter(next);
      };
      return (
        <span className="data-table__range">
          <RangeInput
            isDate={isDate}
            label={`${label}: ${t('data.table.filterFrom')}`}
            placeholder={t('data.table.filterFrom')}
            value={low}
            onText={(text) => set('low', text)}
          />
          <RangeInput
            isDate={isDate}
            label={`${label}: ${t('data.table.filterTo')}`}
            placeholder={t('data.table.filterTo')}
            value={high}
            onText={(text) => set('high', text)}
          />
        </span>
      );
    }
    case 'yesNo':
      return (
        <select
          className="data-table__filter"
          aria-label={label}
          value={filter ? String(current.value) : ''}
          onChange={(event) =>
            onFilter(
              event.target.value === '' ? null : { kind: 'yesNo', value: event.target.value === 'true' },
            )
          }
        >
          <option value="">{t('data.table.filterAny')}</option>
          <option value="true">{words.true}</option>
          <option value="false">{words.false}</option>
        </select>
      );
    case 'choice':
      return (
        <select
          className="data-table__filter"
          aria-label={label}
          value={current.value}
          onChange={(event) =>
            onFilter(event.target.value === '' ? null : { kind: 'choice', value: event.target.value })
          }
        >
          <option value="">{t('data.table.filterAny')}</option>
          {column.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
  }
}

interface RangeProps {
  isDate: boolean;
  label: string;
  placeholder: string;
  value: number | string | null;
  onText(text: string): void;
}

/**
 * One bound of a range. A number bound is typed the Spanish way ("1.250,5"); the input keeps
 * what was typed (uncontrolled) so a half-typed "1," is not rewritten under the cursor.
 */
function RangeInput({ isDate, label, placeholder, value, onText }: RangeProps) {
  if (isDate) {
    return (
      <DateReadingInput
        type="date"
        className="data-table__filter data-table__filter--bound"
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onText(event.target.value)}
      />
    );
  }
  return (
    <input
      type="text"
      inputMode="decimal"
      className="data-table__filter data-table__filter--bound"
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value === null ? '' : String(value).replace('.', ',')}
      onChange={(event) => onText(event.target.value)}
    />
  );
}
