import type { Language } from '@colmena/shared';
import { type FieldDefinition, isFieldShown } from '@colmena/shared/fields';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { FieldKitInput, kitInputsLoaded, preloadKitInputs } from '../../fields';
import type { UploadTarget } from '../../fields/kitInputProps';
import { fieldName, fromFormValues, type KitFormValues, problemOf } from './kitForm';

interface Props {
  fields: readonly FieldDefinition[];
  control: Control<KitFormValues>;
  language: Language;
  disabled?: boolean;
  upload?: UploadTarget | undefined;
}

/**
 * A field-kit form's inputs on react-hook-form: each field one controlled FieldKitInput, so a
 * key typed re-renders that field alone; a calculated field watches the others.
 */
export function KitFormFields({ fields, control, language, disabled = false, upload }: Props) {
  // The inputs that load on first use come first, so the form is drawn whole, at once.
  const [ready, setReady] = useState(() => kitInputsLoaded(fields));
  const types = fields.map((field) => field.type).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the types are what is loaded
  useEffect(() => {
    if (ready) return;
    let current = true;
    void preloadKitInputs(fields).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [types, ready]);
  if (!ready) return <div className="kit-field__loading" aria-busy="true" />;
  return fields.map((field, index) => {
    const input =
      field.type === 'calculated' ? (
        <CalculatedField key={field.key} {...{ field, index, fields, control, language, disabled, upload }} />
      ) : (
        <KitField key={field.key} {...{ field, index, control, language, disabled, upload }} />
      );
    const when = field.showWhen;
    if (!when) return input;
    return (
      <ShownWhen
        key={field.key}
        field={field}
        at={fields.findIndex((f) => f.key === when.field)}
        control={control}
      >
        {input}
      </ShownWhen>
    );
  });
}

/** A field with a condition: drawn only while the field it names has the value it asks for. */
function ShownWhen({
  field,
  at,
  control,
  children,
}: {
  field: FieldDefinition;
  at: number;
  control: Control<KitFormValues>;
  children: ReactNode;
}) {
  const value = useWatch({ control, name: fieldName(at) });
  const shown = field.showWhen ? isFieldShown(field, { [field.showWhen.field]: value }) : true;
  return shown ? children : null;
}

interface FieldProps {
  field: FieldDefinition;
  index: number;
  control: Control<KitFormValues>;
  language: Language;
  disabled: boolean;
  upload: UploadTarget | undefined;
  values?: Readonly<Record<string, unknown>>;
}

function KitField({ field, index, control, language, disabled, upload, values }: FieldProps) {
  const { field: input, fieldState } = useController({ name: fieldName(index), control });
  return (
    <FieldKitInput
      field={field}
      value={input.value}
      onChange={input.onChange}
      // Once the resolver found something, the problem follows the value as it is typed.
      problem={fieldState.error ? problemOf(field, input.value) : null}
      language={language}
      disabled={disabled}
      upload={upload}
      values={values}
    />
  );
}

function CalculatedField(props: Omit<FieldProps, 'values'> & { fields: readonly FieldDefinition[] }) {
  const { fields, control, ...rest } = props;
  const formValues = useWatch({ control });
  return <KitField {...rest} control={control} values={fromFormValues(fields, formValues)} />;
}
