import type { Language } from '@colmena/shared';
import type { FieldDefinition, FieldProblem } from '@colmena/shared/fields';
import { Suspense, useId } from 'react';
import { useT } from '../hooks/useT';
import type { KitInputProps, UploadTarget } from './kitInputProps';
import { kitFrame, kitInputs } from './kitInputs';
import { problemText, shownProblem } from './problemText';
import './fieldKit.css';

export interface FieldKitInputProps {
  field: FieldDefinition;
  /** The value in its stored shape (shared checkFieldValue), or null / undefined for none. */
  value: unknown;
  /** Called with the value in its stored shape; null when the input is cleared. */
  onChange(value: unknown): void;
  /**
   * What the form found wrong with the value (shown beside the field). Left out, the kit checks
   * the value's shape itself (a typed "12,a", a "Bad Hex") but never says "required" before the
   * form does; null shows nothing.
   */
  problem?: FieldProblem | null;
  language: Language;
  disabled?: boolean;
  /** The document uploads belong to; without it images, files and signatures cannot be added. */
  upload?: UploadTarget;
  /** The form's values by key: a calculated field computes from them. */
  values?: Readonly<Record<string, unknown>>;
}

/**
 * One input of the field kit (issue 13): the field's label in the reader's language, its help
 * under it, the input its type calls for (kitInputs: one per type), then what is wrong with the
 * value, which the input names in aria-describedby.
 */
export function FieldKitInput(props: FieldKitInputProps) {
  const t = useT();
  const id = useId();
  const { field, language } = props;
  const entry = kitInputs[field.type];
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const problem = shownProblem(field, props.value, props.problem);
  const help = field.help?.[language];
  const describedBy =
    [help ? helpId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const label = field.label[language];
  const inputProps: KitInputProps = {
    id: `${id}-input`,
    labelId,
    field,
    label,
    value: props.value,
    onChange: props.onChange,
    language,
    disabled: props.disabled ?? false,
    invalid: problem !== null,
    required: field.required,
    describedBy,
    upload: props.upload,
    values: props.values,
  };
  const labelText = (
    <>
      {label}
      {field.required && (
        <span className="kit-field__required" title={t('fields.input.required')}>
          {' *'}
        </span>
      )}
    </>
  );
  // The help under its input (issue 13: the form definition's help text), then any problem.
  const body = (
    <>
      <Suspense fallback={<div className="kit-field__loading" aria-busy="true" />}>
        <entry.Input {...inputProps} />
      </Suspense>
      {help && (
        <p id={helpId} className="field-hint kit-field__help">
          {help}
        </p>
      )}
      <p id={problemId} className="field-hint field-hint--bad kit-field__problem" hidden={!problem}>
        {problem ? problemText(problem, t, language) : null}
      </p>
    </>
  );
  if (kitFrame(field) === 'group')
    return (
      <fieldset
        className="kit-field kit-field--group"
        data-field-type={field.type}
        aria-describedby={describedBy}
        disabled={props.disabled}
      >
        <legend id={labelId} className="kit-field__label">
          {labelText}
        </legend>
        {body}
      </fieldset>
    );
  return (
    <div className="kit-field" data-field-type={field.type}>
      <label id={labelId} htmlFor={inputProps.id} className="kit-field__label">
        {labelText}
      </label>
      {body}
    </div>
  );
}
