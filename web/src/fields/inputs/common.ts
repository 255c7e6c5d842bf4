import type { KitInputProps } from '../kitInputProps';

/** The ARIA wiring every native control of an input carries. */
export function controlAria(props: KitInputProps) {
  return {
    'aria-invalid': props.invalid ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'aria-describedby': props.describedBy,
  } as const;
}

/** An input's text change as the stored value: '' is no value. */
export const textValue = (text: string): string | null => (text === '' ? null : text);
