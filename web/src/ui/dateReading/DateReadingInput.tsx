import '@colmena/shared/i18n/fieldsTexts';
import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../hooks/useT';
import { type NativeDateType, nativeDateReading } from './dateReading';
import './dateReading.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  type: NativeDateType;
  value: string;
};

/**
 * A native date, date-time or time control that reads the page's way. Chromium draws such a
 * control's text in the browser's own locale and ignores `lang` on the page and on the input
 * (an en-US phone shows "03/15/2026, 09:30 AM" on a Spanish page), so the control's own text is
 * hidden and the page's reading ("15/03/2026, 09:30") is laid over it. Tapping still opens the
 * platform's picker and the value stays ISO; only while keys are typed into it are its own
 * segments shown, since they are what the keys edit.
 */
export function DateReadingInput({ type, value, onKeyDown, onBlur, ...input }: Props) {
  const t = useT();
  const [typing, setTyping] = useState(false);
  const control = useRef<HTMLInputElement>(null);
  const reading = useRef<HTMLSpanElement>(null);
  const text = nativeDateReading(type, value);

  // The reading starts where the control's own text does, whatever padding the screen gives it.
  useLayoutEffect(() => {
    if (!control.current || !reading.current) return;
    const style = getComputedStyle(control.current);
    reading.current.style.paddingInlineStart = `calc(${style.paddingInlineStart} + ${style.borderInlineStartWidth})`;
  });

  return (
    <span className="date-reading" data-typing={typing || undefined}>
      <input
        {...input}
        ref={control}
        type={type}
        value={value}
        onKeyDown={(event) => {
          if (event.key !== 'Tab') setTyping(true);
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setTyping(false);
          onBlur?.(event);
        }}
      />
      <span
        ref={reading}
        className={text === null ? 'date-reading__text date-reading__text--empty' : 'date-reading__text'}
        aria-hidden="true"
        data-testid="date-reading"
      >
        {text ?? t(`fields.dateInput.${type}`)}
      </span>
    </span>
  );
}
