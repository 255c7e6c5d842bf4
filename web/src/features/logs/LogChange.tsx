import type { MessageKey } from '@colmena/shared';
import { collectionFields } from '@colmena/shared/fields';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import {
  type ChangeLine,
  changeLines,
  passwordNote,
  type RemovalSummary,
  removalSummary,
  removedFields,
  type TaskNote,
  taskNote,
} from './logEntryView';

/** Lines shown before the rest folds away behind "Show N more" (a replacement can carry a whole document). */
const visibleLines = 6;

interface Props {
  action: unknown;
  /** The collection written (a delete in a `…Deleted` one empties the trash). */
  collection: string;
  modification: unknown;
  /** Top-level fields the edit removed (the entry's `removed`). */
  removed?: unknown;
}

const taskKeys: Record<TaskNote, MessageKey> = {
  received: 'logs.change.taskReceived',
  completed: 'logs.change.taskCompleted',
  reopened: 'logs.change.taskReopened',
};

const noteKeys = {
  toTrash: 'logs.change.toTrash',
  erased: 'logs.change.erased',
  fromTrash: 'logs.change.fromTrash',
} as const;

/**
 * The change as `field: value` lines; a delete, move or restore names the record and says where
 * it went ("«Casa» · A la papelera").
 */
export function LogChange({ action, collection, modification, removed }: Props) {
  const t = useT();
  const { company } = useSession();
  const { language } = useLanguage();
  const removal = removalSummary(action, collection, modification);
  if (removal !== null) return <Removal summary={removal} />;
  const password = passwordNote(collection, modification);
  if (password !== null) {
    return (
      // The account it was done to stays one hover away.
      <span data-testid="log-password" title={password.account}>
        {t(password.how === 'temporary' ? 'logs.change.passwordTemporary' : 'logs.change.passwordMail')}
      </span>
    );
  }

  const task = taskNote(collection, modification);
  if (task !== null) return <span data-testid="log-task">{t(taskKeys[task])}</span>;

  const fields = collectionFields(company.collections, collection);
  const lines = changeLines(modification, fields, language);
  const cleared = removedFields(removed, fields, language);
  if (lines.length === 0 && cleared.length === 0) {
    return <span className="logs__muted">{t('logs.change.none')}</span>;
  }

  // Removed fields read after the written ones, on one line of their own.
  const shown = lines.slice(0, visibleLines);
  const folded = lines.slice(visibleLines);
  return (
    <div className="logs__change">
      {shown.length > 0 && <ChangeList lines={shown} />}
      {folded.length > 0 && (
        <details className="logs__more">
          <summary>{t('logs.change.more', { count: folded.length })}</summary>
          <ChangeList lines={folded} />
        </details>
      )}
      {cleared.length > 0 && (
        <p className="logs__removed" data-testid="log-removed">
          {t('logs.change.removed', { fields: cleared.join(', ') })}
        </p>
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

function Removal({ summary }: { summary: RemovalSummary }) {
  const t = useT();
  const parts = [
    summary.record === null ? null : t('logs.change.record', { name: summary.record }),
    summary.to === null ? null : t('logs.change.movedTo', { collection: summary.to }),
    summary.note === null ? null : t(noteKeys[summary.note]),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return <span className="logs__muted">{t('logs.change.none')}</span>;
  return <span data-testid="log-removal">{parts.join(' · ')}</span>;
}
