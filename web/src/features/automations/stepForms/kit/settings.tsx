import { useId, useRef, useState } from 'react';
import { useT } from '../../../../hooks/useT';
import { useStepFormScope } from './StepFormFields';
import { described, Frame, useSetting } from './settingFrame';
import { insertAt } from './templateVariables';

export { CheckListSetting, LinesSetting, RecordSetting } from './listSettings';

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
