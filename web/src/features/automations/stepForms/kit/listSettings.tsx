import { useId, useState } from 'react';
import { useT } from '../../../../hooks/useT';
import { described, Frame, useSetting } from './settingFrame';
import type { Option } from './settings';

interface ListSettingProps {
  name: string;
  label: string;
  optional?: boolean;
}

/** A list of texts, one per line (template parameters, field names). */
export function LinesSetting({ name, label, optional = false }: ListSettingProps) {
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
export function RecordSetting({ name, label, optional = false }: ListSettingProps) {
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
