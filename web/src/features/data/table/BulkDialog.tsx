import type { CommandOutcome, PublicCollection, StoredDoc } from '@colmena/shared';
import type { FieldProblem } from '@colmena/shared/fields';
import { formatNumber } from '@colmena/shared/format';
import { canMoveDocument } from '@colmena/shared/policy';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../hooks/useT';
import { Dialog } from '../../../ui/Dialog';
import { AbsentTargets } from '../AbsentTargets';
import { docTitle } from '../docTitle';
import { moveChoices } from '../moveChoices';
import { moveCommand } from '../moveProject';
import { useBulkRemovalUndo } from '../useRemovalUndo';
import { useWriter } from '../useWriter';
import { type BulkItem, type BulkSummary, runBulk } from './bulkRun';
import { CellInput, initialDraft } from './CellInput';
import { cellChange, checkCell } from './cellChange';
import type { TableColumn } from './columnModel';
import { sendEach as send } from './sendEach';

export type BulkAction = 'delete' | 'move' | 'edit';

interface Props {
  action: BulkAction;
  collection: PublicCollection;
  collections: readonly PublicCollection[];
  docs: readonly StoredDoc[];
  /** The columns a bulk edit may set. */
  columns: readonly TableColumn[];
  onClose(): void;
  /** After a run: the documents it changed (a delete or move takes them off the selection). */
  onDone(changed: readonly string[]): void;
}

/**
 * Delete, move or set one field of the selected documents (issue 12 point 3): asks first, then
 * sends one command per document (no batch command exists; each keeps its policy check, log
 * entry and trash copy), says how far it got, and ends with a summary naming each document
 * that failed and why.
 */
export function BulkDialog({ action, collection, collections, docs, columns, onClose, onDone }: Props) {
  const t = useT();
  const id = useId();
  const writer = useWriter();
  const offerBulkUndo = useBulkRemovalUndo();
  const count = formatNumber(docs.length);
  const [progress, setProgress] = useState<BulkSummary | null>(null);
  const [running, setRunning] = useState(false);
  const choices = useMemo(
    () =>
      moveChoices(
        collection,
        collections,
        (target) => writer !== null && docs.every((doc) => canMoveDocument(writer, collection, target, doc)),
      ),
    [collection, collections, docs, writer],
  );
  const [targetKey, setTargetKey] = useState(choices.targets[0]?.key ?? '');
  const [columnKey, setColumnKey] = useState(columns[0]?.key ?? '');
  const column = columns.find((candidate) => candidate.key === columnKey) ?? null;
  const [draft, setDraft] = useState<unknown>(() => (column ? initialDraft(column, undefined) : ''));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const items: BulkItem[] = docs.map((doc) => ({ docId: doc.FireId, title: docTitle(doc) }));
  const byId = new Map(docs.map((doc) => [doc.FireId, doc]));

  const commandFor = (): ((item: BulkItem) => Promise<CommandOutcome>) | null => {
    if (action === 'delete')
      return (item) => send('document.delete', { collection: collection.mainCollection, docId: item.docId });
    if (action === 'move') {
      const target = choices.targets.find((candidate) => candidate.key === targetKey);
      if (!target) return null;
      return (item) => {
        const command = moveCommand(collection, target, item.docId);
        return send(command.type, command.payload);
      };
    }
    if (!column) return null;
    const checked = checkCell(column, draft);
    if (!checked.ok) {
      setProblem('problem' in checked ? checked.problem : null);
      setMessage('message' in checked ? t(checked.message) : null);
      return null;
    }
    return async (item) => {
      const change = cellChange(column, byId.get(item.docId)?.[column.key], checked.value);
      if (change.kind === 'none') return { id: '', status: 'applied', result: {} };
      return send('document.merge', {
        collection: collection.mainCollection,
        docId: item.docId,
        data: change.data,
        ...(change.kind === 'remove' ? { remove: change.remove } : {}),
      });
    };
  };

  const start = async () => {
    const command = commandFor();
    if (!command) return;
    setRunning(true);
    const summary = await runBulk(items, command, setProgress);
    setProgress(summary);
    setRunning(false);
    const failed = new Set(summary.failed.map((failure) => failure.docId));
    const changed = items.filter((item) => !failed.has(item.docId)).map((item) => item.docId);
    offerUndoFor(changed);
    onDone(changed);
  };

  const offerUndoFor = (changed: readonly string[]) => {
    const count = formatNumber(changed.length);
    if (action === 'delete') {
      // Who may delete may restore: the undo is always offered, as for one document.
      const removals = changed.map((docId) => ({
        kind: 'deleted' as const,
        collection: collection.mainCollection,
        docId,
      }));
      offerBulkUndo(removals, t('data.undo.deletedMany', { count }), true);
      return;
    }
    const target =
      action === 'move' ? choices.targets.find((candidate) => candidate.key === targetKey) : undefined;
    if (!target) return;
    const removals = changed.map((docId) => ({
      kind: 'moved' as const,
      from: collection,
      to: target,
      docId,
    }));
    const back = (docId: string) => {
      const doc = byId.get(docId);
      return writer !== null && doc !== undefined && canMoveDocument(writer, target, collection, doc);
    };
    offerBulkUndo(removals, t('data.undo.movedMany', { count, name: target.name }), changed.every(back));
  };

  const title =
    action === 'delete'
      ? t('data.table.bulk.deleteTitle', { count })
      : action === 'move'
        ? t('data.table.bulk.moveTitle', { count })
        : t('data.table.bulk.editTitle', { count });
  const finished = progress !== null && !running;
  const canStart =
    action === 'move' ? choices.targets.length > 0 : action === 'edit' ? column !== null : docs.length > 0;

  return (
    <Dialog
      open
      onClose={() => {
        if (!running) onClose();
      }}
      dismissible={!running}
      title={title}
      actions={
        finished ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('data.table.bulk.close')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--text" onClick={onClose} disabled={running}>
              {t('data.edit.cancel')}
            </button>
            <button
              type="button"
              className={action === 'delete' ? 'button button--danger' : 'button button--primary'}
              onClick={() => void start()}
              disabled={running || !canStart}
            >
              {action === 'delete'
                ? t('data.table.bulk.delete')
                : action === 'move'
                  ? t('data.table.bulk.move')
                  : t('data.table.edit.save')}
            </button>
          </>
        )
      }
    >
      <div className="form bulk-dialog">
        {progress === null && action === 'delete' && (
          <p>{t('data.table.bulk.deleteText', { name: collection.mainName ?? collection.name })}</p>
        )}
        {progress === null && action === 'move' && (
          <>
            {choices.targets.length === 0 ? (
              <p>{t('data.move.noTarget')}</p>
            ) : (
              <div className="field">
                <label htmlFor={`${id}-target`}>{t('data.move.target')}</label>
                <select
                  id={`${id}-target`}
                  value={targetKey}
                  onChange={(event) => setTargetKey(event.target.value)}
                >
                  {choices.targets.map((candidate) => (
                    <option key={candidate.key} value={candidate.key}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {collection.secondaryCollection && (
              <p>
                {t('data.move.withJournals', {
                  journals: collection.secondaryName ?? collection.secondaryCollection,
                })}
              </p>
            )}
            <AbsentTargets from={collection} absent={choices.absent} />
          </>
        )}
        {progress === null &&
          action === 'edit' &&
          (columns.length === 0 ? (
            <p>{t('data.table.bulk.noField')}</p>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`${id}-field`}>{t('data.table.bulk.field')}</label>
                <select
                  id={`${id}-field`}
                  value={columnKey}
                  onChange={(event) => {
                    const next = columns.find((candidate) => candidate.key === event.target.value);
                    setColumnKey(event.target.value);
                    setDraft(next ? initialDraft(next, undefined) : '');
                    setProblem(null);
                    setMessage(null);
                  }}
                >
                  {columns.map((candidate) => (
                    <option key={candidate.key} value={candidate.key}>
                      {candidate.label}
                    </option>
                  ))}
                </select>
              </div>
              {column && (
                <div className="field" key={column.key}>
                  {!column.field && <label htmlFor={`${id}-value`}>{t('data.table.bulk.value')}</label>}
                  <CellInput
                    column={column}
                    draft={draft}
                    onDraft={(next) => {
                      setDraft(next);
                      setProblem(null);
                      setMessage(null);
                    }}
                    problem={problem}
                    label={t('data.table.bulk.value')}
                    id={`${id}-value`}
                  />
                  {message && <p className="field-hint field-hint--bad">{message}</p>}
                  <p className="field-hint">{t('data.table.bulk.clearHint')}</p>
                </div>
              )}
            </>
          ))}
        {progress !== null && <BulkProgress summary={progress} finished={finished} />}
      </div>
    </Dialog>
  );
}

function BulkProgress({ summary, finished }: { summary: BulkSummary; finished: boolean }) {
  const t = useT();
  const done = summary.done - summary.failed.length;
  return (
    <div className="bulk-progress" data-testid="bulk-progress">
      <progress max={summary.total} value={summary.done} />
      <p role="status">
        {!finished
          ? t('data.table.bulk.progress', {
              done: formatNumber(summary.done),
              total: formatNumber(summary.total),
            })
          : summary.failed.length === 0
            ? t('data.table.bulk.doneAll', { count: formatNumber(done) })
            : t('data.table.bulk.donePartly', {
                done: formatNumber(done),
                total: formatNumber(summary.total),
                failed: formatNumber(summary.failed.length),
              })}
      </p>
      {finished && summary.failed.length > 0 && (
        <ul className="bulk-progress__failures" data-testid="bulk-failures">
          {summary.failed.map((failure) => (
            <li key={failure.docId}>
              {t('data.table.bulk.failure', { name: failure.title, reason: t(`errors.${failure.error}`) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
