import type { FieldProblem } from '@colmena/shared/fields';
import { lazy, Suspense } from 'react';
import { useLanguage } from '../../../hooks/useLanguage';
import { DateReadingInput } from '../../../ui/dateReading/DateReadingInput';
import { dateInputStep, type RawValue, toRaw } from '../fieldInput';
import type { TableColumn } from './columnModel';

interface Props {
  column: TableColumn;
  /** A declared field's value in its stored shape; an undeclared one's as its input holds it. */
  draft: unknown;
  onDraft(draft: unknown): void;
  problem: FieldProblem | null;
  /** Names the input when there is no visible label (an undeclared field). */
  label: string;
  id: string;
}

// The kit loads with the first editor, as in the edit form: the list route stays light.
const FieldKitInput = lazy(() => import('../../../fields').then((kit) => ({ default: kit.FieldKitInput })));

/** What a cell's editor starts from: the stored value, or for an undeclared field its input text. */
export function initialDraft(column: TableColumn, value: unknown): unknown {
  return column.field ? value : toRaw(column.kind, value);
}

/**
 * The input for one value of a column: a declared field's input from the field kit (label,
 * help, problem and all), else a plain input by the kind of the values (fieldInput's rules).
 */
export function CellInput({ column, draft, onDraft, problem, label, id }: Props) {
  const { language } = useLanguage();
  if (column.field) {
    return (
      <Suspense fallback={<div className="kit-field__loading" aria-busy="true" />}>
        <FieldKitInput
          field={column.field}
          value={draft}
          onChange={onDraft}
          problem={problem}
          language={language}
        />
      </Suspense>
    );
  }
  const raw = draft as RawValue;
  if (column.kind === 'boolean') {
    return (
      <label className="data-table__check-input">
        <input
          id={id}
          type="checkbox"
          checked={raw === true}
          onChange={(event) => onDraft(event.target.checked)}
        />
        {label}
      </label>
    );
  }
  if (column.kind === 'date') {
    const text = typeof raw === 'string' ? raw : '';
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    return (
      <DateReadingInput
        id={id}
        aria-label={label}
        type={dayOnly ? 'date' : 'datetime-local'}
        step={dayOnly ? undefined : dateInputStep(text)}
        value={text}
        onChange={(event) => onDraft(event.target.value)}
      />
    );
  }
  const numeric = column.kind === 'number' || column.kind === 'currency' || column.kind === 'percent';
  return (
    <input
      id={id}
      aria-label={label}
      type={column.kind === 'email' ? 'email' : 'text'}
      inputMode={numeric ? 'decimal' : undefined}
      value={typeof raw === 'string' ? raw : ''}
      onChange={(event) => onDraft(event.target.value)}
    />
  );
}
