import { useT } from '../../../hooks/useT';
import type { TableColumn } from './columnModel';

interface Props {
  columns: readonly TableColumn[];
  hidden: readonly string[];
  onHidden(hidden: string[]): void;
}

/** Which columns the table shows: a checkbox each, Name always (the row needs its name). */
export function ColumnsMenu({ columns, hidden, onHidden }: Props) {
  const t = useT();
  return (
    <details className="columns-menu">
      <summary className="button button--text">{t('data.table.columns')}</summary>
      <fieldset className="columns-menu__list">
        <legend>{t('data.table.columnsTitle')}</legend>
        {columns.map((column) => (
          <label key={column.key} className="columns-menu__item">
            <input
              type="checkbox"
              checked={column.key === 'Name' || !hidden.includes(column.key)}
              disabled={column.key === 'Name'}
              onChange={(event) =>
                onHidden(
                  event.target.checked
                    ? hidden.filter((key) => key !== column.key)
                    : [...hidden.filter((key) => key !== column.key), column.key],
                )
              }
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
