import { DateReadingInput } from '../../ui/dateReading/DateReadingInput';
import { dateTimeFromInput, dateTimeInputText, timeInputStep } from '../dateTimeText';
import type { KitInputProps } from '../kitInputProps';
import { controlAria, textValue } from './common';

/** A day as 'YYYY-MM-DD', the phone's date picker, read the page's way (15/03/2026). */
export function DateInput(props: KitInputProps) {
  return (
    <DateReadingInput
      {...controlAria(props)}
      id={props.id}
      type="date"
      disabled={props.disabled}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(textValue(event.target.value))}
    />
  );
}

/** A moment, picked in the reader's zone and stored as an ISO instant. */
export function DateTimeInput(props: KitInputProps) {
  const text = dateTimeInputText(props.value);
  return (
    <DateReadingInput
      {...controlAria(props)}
      id={props.id}
      type="datetime-local"
      step={text.length > 16 ? 1 : 60}
      disabled={props.disabled}
      value={text}
      onChange={(event) => props.onChange(dateTimeFromInput(event.target.value))}
    />
  );
}

/** A time of day as 'HH:MM'. */
export function TimeInput(props: KitInputProps) {
  return (
    <DateReadingInput
      {...controlAria(props)}
      id={props.id}
      type="time"
      step={timeInputStep(props.value)}
      disabled={props.disabled}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(textValue(event.target.value))}
    />
  );
}
