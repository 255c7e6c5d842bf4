import type { Language } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { type Control, useController, useWatch } from 'react-hook-form';
import { FieldKitInput } from '../../fields';
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
  return fields.map((field, index) =>
    field.type === 'calculated' ? (
      <CalculatedField key={field.key} {...{ field, index, fields, control, language, disabled, upload }} />
    ) : (
      <KitField key={field.key} {...{ field, index, control, language, disabled, upload }} />
    ),
  );
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
