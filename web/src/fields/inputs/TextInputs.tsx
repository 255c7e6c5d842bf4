import type { HTMLAttributes } from 'react';
import type { KitInputProps } from '../kitInputProps';
import { controlAria, textValue } from './common';

interface NativeText {
  type: 'text' | 'email' | 'tel' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  spellCheck?: boolean;
}

/** One native text input: the type and keyboard that suit the value on a phone. */
function NativeTextInput({ native, ...props }: KitInputProps & { native: NativeText }) {
  return (
    <input
      {...controlAria(props)}
      id={props.id}
      type={native.type}
      inputMode={native.inputMode}
      autoComplete={native.autoComplete ?? 'off'}
      placeholder={native.placeholder}
      spellCheck={native.spellCheck}
      disabled={props.disabled}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(textValue(event.target.value))}
    />
  );
}

const shortText: NativeText = { type: 'text' };
const email: NativeText = { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false };
const phone: NativeText = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
const url: NativeText = { type: 'url', inputMode: 'url', placeholder: 'https://', spellCheck: false };

export const ShortTextInput = (props: KitInputProps) => <NativeTextInput {...props} native={shortText} />;
export const EmailInput = (props: KitInputProps) => <NativeTextInput {...props} native={email} />;
export const PhoneInput = (props: KitInputProps) => <NativeTextInput {...props} native={phone} />;
export const UrlInput = (props: KitInputProps) => <NativeTextInput {...props} native={url} />;

export function LongTextInput(props: KitInputProps) {
  return (
    <textarea
      {...controlAria(props)}
      id={props.id}
      rows={4}
      disabled={props.disabled}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(textValue(event.target.value))}
    />
  );
}
