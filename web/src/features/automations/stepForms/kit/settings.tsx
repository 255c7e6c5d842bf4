import { type ReactNode, useId, useRef, useState } from 'react';
import { type FieldError, useController, useFormContext } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { useStepFormScope } from './StepFormFields';
import { insertAt } from './templateVariables';

/** The first message of an error, or of the errors nested under a setting (a record's, a list's). */
function messageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = messageOf(child);
    if (found) return found;
  }
  return null;
}

function useSetting(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, problem: messageOf(fieldState.error as FieldError | undefined) };
}

/** Label, the input, then its problem (or its hint): the frame of every setting. */
function Frame({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field step-setting">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem ? (
        <p id={`${id}-hint`} className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

const described = (id: string, problem: string | null, hint: unknown) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem || hint ? `${id}-hint` : undefined,
});

interface TextProps {
  name: string;
  label: string;
  /** Empty means "not set": the setting is left out of the config. */
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  code?: boolean;
  /** Offers the variables in reach (default): off for settings that are not rendered. */
  template?: boolean;
  hint?: string;
}

/** A text setting; a template one offers the variables in reach, put in where the caret is. */
export function TextSetting({
  name,
  label,
  optional = false,
  multiline = false,
  rows = 3,
  code = false,
  template = true,
  hint,
}: TextProps) {
  const t = useT();
  const id = useId();
  const { field, problem } = useSetting(name);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const value =
    typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const set = (next: string) => field.onChange(optional && next === '' ? undefined : next);
  const shownHint = hint ?? (template ? t('automationSteps.template.hint') : undefined);
  const common = {
    id,
    name: field.name,
    value,
    onBlur: field.onBlur,
    spellCheck: code ? false : undefined,
    className: code ? 'field-code' : undefined,
    ...described(id, problem, shownHint),
  };
  return (
    <Frame id={id} label={label} problem={problem} hint={shownHint}>
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          ref={(node) => {
            input.current = node;
            field.ref(node);
          }}
          onChange={(event) => set(event.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={(node) => {
            input.current = node;
            field.ref(node);
          }}
          onChange={(event) => set(event.target.value)}
        />
      )}
      {template && (
        <VariablePicker
          label={label}
          onInsert={(variable) => {
            const node = input.current;
            const next = insertAt(value, variable, node?.selectionStart ?? null, node?.selectionEnd ?? null);
            set(next.text);
            requestAnimationFrame(() => {
              node?.focus();
              node?.setSelectionRange(next.caret, next.caret);
            });
          }}
        />
      )}
    </Frame>
  );
}

/** A variable chosen from a list, then put in by the button (a keyboard moving through the list inserts nothing). */
function VariablePicker({ label, onInsert }: { label: string; onInsert(variable: string): void }) {
  const t = useT();
  const { variables } = useStepFormScope();
  const [chosen, setChosen] = useState('');
  if (variables.length === 0) return null;
  const name = t('automationSteps.template.insert', { field: label });
  return (
    <div className="step-setting__variables">
      <select aria-label={name} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{t('automationSteps.template.choose')}</option>
        {variables.map((variable) => (
          <option key={variable} value={variable}>
            {variable}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--text"
        disabled={chosen === ''}
        onClick={() => {
          onInsert(chosen);
          setChosen('');
        }}
      >
        {t('automationSteps.template.insertButton')}
      </button>
    </div>
  );
}

interface NumberProps {
  name: string;
  label: string;
  optional?: boolean;
  step?: number;
  hint?: string;
}

/** A number setting: what is typed stays as typed until it is a number, so its problem shows. */
export function NumberSetting({ name, label, optional = false, step = 1, hint }: NumberProps) {
  const id = useId();
  const { field, problem } = useSetting(name);
  const [typed, setTyped] = useState(() => (field.value == null ? '' : String(field.value)));
  return (
    <Frame id={id} label={label} problem={problem} hint={hint}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        inputMode="decimal"
        step={step}
        value={typed}
        onBlur={field.onBlur}
        {...described(id, problem, hint)}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const trimmed = text.trim().replace(',', '.');
          if (trimmed === '') field.onChange(optional ? undefined : '');
          else field.onChange(Number.isFinite(Number(trimmed)) ? Number(trimmed) : text);
        }}
      />
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

interface ChoiceProps {
  name: string;
  label: string;
  options: readonly Option[];
  /** Instead of setting the value: a choice that changes which settings exist (useStepForm's replace). */
  onPick?(value: string): void;
  hint?: string;
}

/** A setting that is one of a list: a native select (keyboard and screen readers for free). */
export function ChoiceSetting({ name, label, options, onPick, hint }: ChoiceProps) {
  const id = useId();
  const { field, problem } = useSetting(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const known = options.some((option) => option.value === value);
  return (
    <Frame id={id} label={label} problem={problem} hint={hint}>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={value}
        onBlur={field.onBlur}
        {...described(id, problem, hint)}
        onChange={(event) => (onPick ? onPick(event.target.value) : field.onChange(event.target.value))}
      >
        {!known && <option value={value}>{value || '—'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

interface PickProps {
  name: string;
  label: string;
  options: readonly Option[];
  optional?: boolean;
}

const typedChoice = '\u0000typed';

/**
 * A choice from the company's own lists (collections, people) that may also be typed, or be a
 * variable (`{{trigger.document.owner}}`): the list first, "Other" opens a text setting.
 */
export function PickOrTypeSetting({ name, label, options, optional = false }: PickProps) {
  const t = useT();
  const id = useId();
  const { field, problem } = useSetting(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const listed = options.some((option) => option.value === value);
  const [typing, setTyping] = useState(value !== '' && !listed);
  const shown = typing ? typedChoice : value;
  return (
    <>
      <Frame id={id} label={label} problem={typing ? null : problem}>
        <select
          id={id}
          ref={typing ? undefined : field.ref}
          value={shown}
          onBlur={field.onBlur}
          {...described(id, typing ? null : problem, null)}
          onChange={(event) => {
            const next = event.target.value;
            setTyping(next === typedChoice);
            if (next !== typedChoice) field.onChange(next === '' && optional ? undefined : next);
          }}
        >
          <option value="">{t('automationSteps.choice.none')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={typedChoice}>{t('automationSteps.choice.typed')}</option>
        </select>
      </Frame>
      {typing && <TextSetting name={name} label={label} optional={optional} />}
    </>
  );
}

/** A yes/no setting: a checkbox with its label beside it. */
export function ToggleSetting({ name, label }: { name: string; label: string }) {
  const { field } = useSetting(name);
  return (
    <label className="field-checkbox">
      <input
        type="checkbox"
        name={field.name}
        ref={field.ref}
        checked={field.value === true}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** A list of texts, one per line (template parameters, field names). */
export function LinesSetting({
  name,
  label,
  optional = false,
}: {
  name: string;
  label: string;
  optional?: boolean;
}) {
  const id = useId();
  const { field, problem } = useSetting(name);
  const [typed, setTyped] = useState(() => (Array.isArray(field.value) ? field.value.join('\n') : ''));
  return (
    <Frame id={id} label={label} problem={problem}>
      <textarea
        id={id}
        ref={field.ref}
        rows={3}
        value={typed}
        onBlur={field.onBlur}
        {...described(id, problem, null)}
        onChange={(event) => {
          setTyped(event.target.value);
          const lines = event.target.value.split('\n').filter((line) => line.trim() !== '');
          field.onChange(optional && lines.length === 0 ? undefined : lines);
        }}
      />
    </Frame>
  );
}

/** Several of a list (people of the agenda): a group of checkboxes. */
export function CheckListSetting({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly Option[];
}) {
  const id = useId();
  const { field, problem } = useSetting(name);
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <fieldset className="step-setting__checklist" aria-describedby={problem ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="field-checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              field.onChange(
                event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
              )
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
      {problem && (
        <p id={`${id}-hint`} className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

interface Row {
  key: string;
  value: string;
}

const rowsOf = (value: unknown): Row[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([key, v]) => ({ key, value: typeof v === 'string' ? v : JSON.stringify(v) }))
    : [];

/** Names and values (headers, a document's fields): rows added and removed; values may be variables. */
export function RecordSetting({
  name,
  label,
  optional = false,
}: {
  name: string;
  label: string;
  optional?: boolean;
}) {
  const t = useT();
  const { field, problem } = useSetting(name);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(field.value));
  const id = useId();
  const emit = (next: Row[]) => {
    setRows(next);
    const record = Object.fromEntries(
      next.filter((row) => row.key.trim() !== '').map((row) => [row.key.trim(), row.value]),
    );
    field.onChange(optional && Object.keys(record).length === 0 ? undefined : record);
  };
  return (
    <fieldset className="step-setting__record" aria-describedby={problem ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place while typed
        <div key={index} className="step-setting__row">
          <input
            aria-label={`${label}: ${t('automationSteps.record.key')} ${index + 1}`}
            placeholder={t('automationSteps.record.key')}
            value={row.key}
            onChange={(event) =>
              emit(rows.map((r, i) => (i === index ? { ...r, key: event.target.value } : r)))
            }
          />
          <input
            aria-label={`${label}: ${t('automationSteps.record.value')} ${index + 1}`}
            placeholder={t('automationSteps.record.value')}
            value={row.value}
            onChange={(event) =>
              emit(rows.map((r, i) => (i === index ? { ...r, value: event.target.value } : r)))
            }
          />
          <button
            type="button"
            className="button button--text"
            onClick={() => emit(rows.filter((_, i) => i !== index))}
          >
            {t('automationSteps.record.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--text"
        onClick={() => setRows([...rows, { key: '', value: '' }])}
      >
        {t('automationSteps.record.add')}
      </button>
      {problem && (
        <p id={`${id}-hint`} className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
