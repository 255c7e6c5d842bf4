import { formatNumber } from '@colmena/shared/format';
import { useT } from '../../../hooks/useT';
import type { BulkAction } from './BulkDialog';

interface Props {
  /** How many rows are selected (the toolbar shows only while some are). */
  count: number;
  canEdit: boolean;
  canDelete: boolean;
  onAction(action: BulkAction): void;
  onClear(): void;
}

/** The actions on the table's selected rows: edit a field, move, delete, or clear the selection. */
export function BulkToolbar({ count, canEdit, canDelete, onAction, onClear }: Props) {
  const t = useT();
  const selected = t('data.table.selected', { count: formatNumber(count) });
  return (
    <div className="data-table__bulk" role="toolbar" aria-label={selected}>
      <span className="data-table__selected" data-testid="table-selected">
        {selected}
      </span>
      <button
        type="button"
        className="button button--text"
        onClick={() => onAction('edit')}
        disabled={!canEdit}
      >
        {t('data.table.bulk.edit')}
      </button>
      <button type="button" className="button button--text" onClick={() => onAction('move')}>
        {t('data.table.bulk.move')}
      </button>
      <button
        type="button"
        className="button button--text button--danger-text"
        onClick={() => onAction('delete')}
        disabled={!canDelete}
      >
        {t('data.table.bulk.delete')}
      </button>
      <button type="button" className="button button--text" onClick={onClear}>
        {t('data.table.clearSelection')}
      </button>
    </div>
  );
}
