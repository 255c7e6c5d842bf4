import type { FieldDefinition, FieldType } from '@colmena/shared/fields';
import type { ComponentType } from 'react';
import { ChoiceInput, MultiChoiceInput, radioLimit, YesNoInput } from './inputs/ChoiceInputs';
import { DateInput, DateTimeInput, TimeInput } from './inputs/DateInputs';
import { NumberInput } from './inputs/NumberInput';
import { PendingInput } from './inputs/PendingInput';
import { EmailInput, LongTextInput, PhoneInput, ShortTextInput, UrlInput } from './inputs/TextInputs';
import type { KitFrame, KitInputProps } from './kitInputProps';

export interface KitEntry {
  Input: ComponentType<KitInputProps>;
  frame: KitFrame | ((field: FieldDefinition) => KitFrame);
}

const labelled = (Input: ComponentType<KitInputProps>): KitEntry => ({ Input, frame: 'label' });
const grouped = (Input: ComponentType<KitInputProps>): KitEntry => ({ Input, frame: 'group' });

/**
 * The input of each of the 27 field types: the one place a type meets its component (a type
 * without one does not compile). Heavy inputs load on first use.
 */
export const kitInputs: Record<FieldType, KitEntry> = {
  shortText: labelled(ShortTextInput),
  longText: labelled(LongTextInput),
  richText: labelled(PendingInput),
  integer: labelled(NumberInput),
  decimal: labelled(NumberInput),
  currency: labelled(NumberInput),
  percent: labelled(NumberInput),
  email: labelled(EmailInput),
  phone: labelled(PhoneInput),
  url: labelled(UrlInput),
  date: labelled(DateInput),
  dateTime: labelled(DateTimeInput),
  time: labelled(TimeInput),
  yesNo: grouped(YesNoInput),
  // Few options are radios (a group), many a list (one labelled control).
  choice: {
    Input: ChoiceInput,
    frame: (field) => ((field.options?.length ?? 0) <= radioLimit ? 'group' : 'label'),
  },
  multiChoice: grouped(MultiChoiceInput),
  rating: labelled(PendingInput),
  slider: labelled(PendingInput),
  color: labelled(PendingInput),
  image: labelled(PendingInput),
  file: labelled(PendingInput),
  signature: labelled(PendingInput),
  location: labelled(PendingInput),
  contact: labelled(PendingInput),
  documentRef: labelled(PendingInput),
  barcode: labelled(ShortTextInput),
  calculated: labelled(PendingInput),
};

/** How a field's input is named: by a label on its control or as a group. */
export function kitFrame(field: FieldDefinition): KitFrame {
  const { frame } = kitInputs[field.type];
  return typeof frame === 'function' ? frame(field) : frame;
}
