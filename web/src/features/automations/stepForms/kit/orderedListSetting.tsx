import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../hooks/useT';
import { moveItem } from '../../automationDraft';
import { useSetting } from './settingFrame';

interface Keyed<Row> {
  key: number;
  row: Row;
}

interface Props<Row> {
  /** The setting's path in the step's config. */
  name: string;
  label: string;
  /** The stored value as rows to edit. */
  rowsOf(value: unknown): Row[];
  /** The rows as the stored value (undefined: the setting is left out). */
  storedOf(rows: readonly Row[]): unknown;
  newRow(): Row;
  /** Each row's name for screen readers and the moved announcement ("Columna 2"). */
  rowLabel(index: number): string;
  addLabel: string;
  /** Draws one row's inputs; `set` replaces the row. */
  /** One row's inputs; `rowName` is `rowLabel(index)`, for the inputs' own names. */
  children(row: Row, index: number, set: (row: Row) => void, rowName: string): ReactNode;
  max?: number;
}

/**
 * A list setting of rows with several inputs each (export columns, pivot groupings, filters):
 * added, removed and moved up or down with buttons, each row a named group, the moved row's
 * new place announced and the focus kept on its button. The list goes up as one value through
 * react-hook-form, so the kind's zod schema checks it and its problem shows under the list.
 */
export function OrderedListSetting<Row>({
  name,
  label,
  rowsOf,
  storedOf,
  newRow,
  rowLabel,
  addLabel,
  children,
  max,
}: Props<Row>) {
  const t = useT();
  const id = useId();
  const { field, problem } = useSetting(name);
  const next = useRef(0);
  const keyed = (row: Row): Keyed<Row> => ({ key: next.current++, row });
  const [rows, setRows] = useState<Keyed<Row>[]>(() => rowsOf(field.value).map(keyed));
  const [announcement, setAnnouncement] = useState('');
  const focus = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus.current) return;
    list.current?.querySelector<HTMLElement>(`[data-focus="${focus.current}"]`)?.focus();
    focus.current = null;
  });

  const emit = (nextRows: Keyed<Row>[]) => {
    setRows(nextRows);
    field.onChange(storedOf(nextRows.map((r) => r.row)));
  };
  const move = (index: number, delta: number) => {
    const moved = moveItem(rows, index, delta);
    const item = rows[index];
    if (!item) return;
    const place = moved.indexOf(item);
    if (place === index) return;
    // The button pressed may be disabled at the new place (top or bottom): focus the other one.
    const edge = place === 0 || place === moved.length - 1;
    focus.current = `${item.key}-${edge ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}`;
    emit(moved);
    setAnnouncement(
      t('automationSteps.list.moved', { what: rowLabel(index), position: place + 1, count: moved.length }),
    );
  };

  return (
    <fieldset className="step-setting__record" aria-describedby={problem ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      <div ref={list} className="step-setting__ordered">
        {rows.map((item, index) => (
          <fieldset
            key={item.key}
            aria-label={rowLabel(index)}
            className="step-setting__row step-setting__ordered-row"
          >
            {children(
              item.row,
              index,
              (row) => emit(rows.map((r, i) => (i === index ? { key: r.key, row } : r))),
              rowLabel(index),
            )}
            <span className="step-setting__row-actions">
              <button
                type="button"
                className="button button--text"
                data-focus={`${item.key}-up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t('automationSteps.list.up')}
              </button>
              <button
                type="button"
                className="button button--text"
                data-focus={`${item.key}-down`}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('automationSteps.list.down')}
              </button>
              <button
                type="button"
                className="button button--text"
                onClick={() => emit(rows.filter((_, i) => i !== index))}
              >
                {t('automationSteps.list.remove')}
              </button>
            </span>
          </fieldset>
        ))}
      </div>
      <button
        type="button"
        className="button button--text"
        disabled={max !== undefined && rows.length >= max}
        onClick={() => emit([...rows, keyed(newRow())])}
      >
        {addLabel}
      </button>
      {problem && (
        <p id={`${id}-hint`} className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

/** A select inside a row: its name says which row it belongs to ("Columna 2: Campo"). */
export function RowSelect({
  row,
  caption,
  value,
  options,
  onChange,
  typedCaption,
}: {
  /** The row's name ("Columna 2"): with the caption, the input's accessible name. */
  row: string;
  /** What the input is, shown above it ("Campo"). */
  caption: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  /** When set, the value may also be typed (a field the picker does not list): "Other…" opens a text input. */
  typedCaption?: string;
}) {
  const t = useT();
  const typedLabel = typedCaption === undefined ? undefined : `${row}: ${typedCaption}`;
  const listed = options.some((option) => option.value === value);
  const [typing, setTyping] = useState(value !== '' && !listed && typedLabel !== undefined);
  const typed = '\u0000typed';
  return (
    <span className="step-setting__cell">
      <span className="step-setting__caption" aria-hidden="true">
        {caption}
      </span>
      <select
        aria-label={`${row}: ${caption}`}
        value={typing ? typed : value}
        onChange={(event) => {
          const chosen = event.target.value;
          setTyping(chosen === typed);
          if (chosen !== typed) onChange(chosen);
        }}
      >
        {!listed && !typing && <option value={value}>{value || '—'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {typedLabel !== undefined && <option value={typed}>{t('automationSteps.choice.typed')}</option>}
      </select>
      {typing && typedLabel !== undefined && (
        <input
          aria-label={typedLabel}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </span>
  );
}

/** A text input inside a row, named by its row. */
export function RowText({
  row,
  caption,
  value,
  onChange,
}: {
  row: string;
  caption: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <span className="step-setting__cell">
      <span className="step-setting__caption" aria-hidden="true">
        {caption}
      </span>
      <input
        aria-label={`${row}: ${caption}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
