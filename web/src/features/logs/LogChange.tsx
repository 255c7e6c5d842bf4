import { useT } from '../../hooks/useT';
import { type ChangeLine, changeLines, moveTarget } from './logEntryView';

/** Lines shown before the rest folds away behind "Show N more" (a replacement can carry a whole document). */
const visibleLines = 6;

interface Props {
  action: unknown;
  modification: unknown;
}

/** The change as `field: value` lines; a move shows its target collection. */
export function LogChange({ action, modification }: Props) {
  const t = useT();
  const target = action === 'move to another colection' ? moveTarget(modification) : null;
  if (target !== null) return <span>{t('logs.change.movedTo', { collection: target })}</span>;

  const lines = changeLines(modification);
  if (lines.length === 0) return <span className="logs__muted">{t('logs.change.none')}</span>;

  const shown = lines.slice(0, visibleLines);
  const folded = lines.slice(visibleLines);
  return (
    <div className="logs__change">
      <ChangeList lines={shown} />
      {folded.length > 0 && (
        <details className="logs__more">
          <summary>{t('logs.change.more', { count: folded.length })}</summary>
          <ChangeList lines={folded} />
        </details>
      )}
    </div>
  );
}

function ChangeList({ lines }: { lines: readonly ChangeLine[] }) {
  return (
    <dl className="logs__fields">
      {lines.map((line, index) => (
        // Field names are unique within one change; a bare value has none.
        <div key={line.field ?? `value-${index}`} className="logs__field">
          {line.field !== null && <dt>{line.field}</dt>}
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
