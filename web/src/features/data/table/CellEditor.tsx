import type { StoredDoc } from '@colmena/shared';
import type { FieldProblem } from '@colmena/shared/fields';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { problemText } from '../../../fields/problemText';
import { useLanguage } from '../../../hooks/useLanguage';
import { useT } from '../../../hooks/useT';
import { docTitle } from '../docTitle';
import { CellInput, initialDraft } from './CellInput';
import { type CellChange, cellChange, checkCell } from './cellChange';
import type { TableColumn } from './columnModel';

interface Props {
  column: TableColumn;
  doc: StoredDoc;
  /** Sends the change (one document.merge); resolves whether it was applied. */
  onSave(change: Exclude<CellChange, { kind: 'none' }>, value: unknown): Promise<boolean>;
  /** Leaves the editor, the focus back on its cell. */
  onClose(): void;
}

/**
 * A cell's editor, over the cell: the column's input with the value, Enter saves (Ctrl+Enter in
 * a long text), Escape leaves it as it was. A value the field would refuse is said beside it and
 * not sent; a refusal from the server comes as the catalogue's snack and the editor stays open.
 */
export function CellEditor({ column, doc, onSave, onClose }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  const before = doc[column.key];
  const [draft, setDraft] = useState(() => initialDraft(column, before));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t('data.table.edit.label', { column: column.label, name: docTitle(doc) });

  useEffect(() => {
    // The first input (or the chosen radio) takes the focus, its text selected to be typed over;
    // the field kit's inputs load on first use, so this waits for one to be there.
    const root = ref.current;
    if (!root) return;
    const focusInput = () => {
      const input =
        root.querySelector<HTMLInputElement>('input:checked') ??
        root.querySelector<HTMLElement>('input, textarea, select');
      if (!input) return false;
      input.focus();
      if (input instanceof HTMLInputElement && ['text', 'email', 'search', 'tel', 'url'].includes(input.type))
        input.select();
      return true;
    };
    if (focusInput()) return;
    const observer = new MutationObserver(() => {
      if (focusInput()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const save = async () => {
    if (busy) return;
    const checked = checkCell(column, draft);
    if (!checked.ok) {
      setProblem('problem' in checked ? checked.problem : null);
      setMessage('message' in checked ? t(checked.message) : null);
      return;
    }
    const change = cellChange(column, before, checked.value);
    if (change.kind === 'none') {
      onClose();
      return;
    }
    setBusy(true);
    const applied = await onSave(change, checked.value);
    setBusy(false);
    if (applied) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    // The grid's own keys (arrows, Space, Enter) stay inside the editor.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      const multiline = event.target instanceof HTMLTextAreaElement;
      if (multiline && !(event.ctrlKey || event.metaKey)) return;
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      void save();
    }
  };

  const shownProblem = problem && !column.field ? problemText(problem, t, language) : null;
  return (
    <fieldset
      ref={ref}
      className="cell-editor"
      aria-label={label}
      data-testid="cell-editor"
      onKeyDown={onKeyDown}
    >
      <CellInput
        column={column}
        draft={draft}
        onDraft={(next) => {
          setDraft(next);
          setProblem(null);
          setMessage(null);
        }}
        problem={problem}
        label={column.label}
        id={`${id}-input`}
      />
      {(message ?? shownProblem) && (
        <p className="field-hint field-hint--bad" role="alert">
          {message ?? shownProblem}
        </p>
      )}
      <div className="cell-editor__actions">
        <button type="button" className="button button--text" onClick={onClose} disabled={busy}>
          {t('data.edit.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void save()} disabled={busy}>
          {busy ? t('data.table.edit.saving') : t('data.table.edit.save')}
        </button>
      </div>
    </fieldset>
  );
}
