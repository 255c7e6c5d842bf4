import type { FieldDefinition, FieldType } from '@colmena/shared/fields';
import type { ComponentType } from 'react';
import { FileInput, ImageInput } from './inputs/AttachmentInputs';
import { BarcodeInput } from './inputs/BarcodeInput';
import { ChoiceInput, MultiChoiceInput, radioLimit, YesNoInput } from './inputs/ChoiceInputs';
import { ColorInput } from './inputs/ColorInput';
import { DateInput, DateTimeInput, TimeInput } from './inputs/DateInputs';
import { LocationInput } from './inputs/LocationInput';
import { NumberInput } from './inputs/NumberInput';
import { RatingInput } from './inputs/RatingInput';
import { ContactInput, DocumentRefInput } from './inputs/ReferenceInputs';
import { SliderInput } from './inputs/SliderInput';
import { EmailInput, LongTextInput, PhoneInput, ShortTextInput, UrlInput } from './inputs/TextInputs';
import type { KitFrame, KitInputProps } from './kitInputProps';
import { type Preloadable, preloadable } from './preloadable';

// Loaded on first use: DOMPurify and the editor, the drawing pad, QuickJS for formulas.
const richText = preloadable(() => import('./inputs/RichTextInput').then((m) => m.RichTextInput));
const signature = preloadable(() => import('./inputs/SignatureInput').then((m) => m.SignatureInput));
const calculated = preloadable(() => import('./inputs/CalculatedInput').then((m) => m.CalculatedInput));
const RichTextInput = richText.Component;
const SignatureInput = signature.Component;
const CalculatedInput = calculated.Component;
const loadedOnFirstUse: Partial<Record<FieldType, Preloadable<KitInputProps>>> = {
  richText,
  signature,
  calculated,
};

/**
 * Loads the inputs these fields need that load on first use, so a form drawn after it has its
 * fields at once (no input suspends). A failed load resolves too: the input then says so itself.
 */
export function preloadKitInputs(fields: readonly FieldDefinition[]): Promise<void> {
  return Promise.all(firstUseInputs(fields).map((entry) => entry.preload().catch(() => undefined))).then(
    () => undefined,
  );
}

/** Whether every input these fields need renders without suspending now. */
export const kitInputsLoaded = (fields: readonly FieldDefinition[]): boolean =>
  firstUseInputs(fields).every((entry) => entry.isLoaded());

const firstUseInputs = (fields: readonly FieldDefinition[]) => [
  ...new Set(fields.map((field) => loadedOnFirstUse[field.type]).filter((entry) => entry !== undefined)),
];

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
  richText: grouped(RichTextInput),
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
  rating: grouped(RatingInput),
  slider: labelled(SliderInput),
  color: labelled(ColorInput),
  image: grouped(ImageInput),
  file: grouped(FileInput),
  signature: grouped(SignatureInput),
  location: grouped(LocationInput),
  contact: labelled(ContactInput),
  documentRef: labelled(DocumentRefInput),
  barcode: labelled(BarcodeInput),
  calculated: labelled(CalculatedInput),
};

/** How a field's input is named: by a label on its control or as a group. */
export function kitFrame(field: FieldDefinition): KitFrame {
  const { frame } = kitInputs[field.type];
  return typeof frame === 'function' ? frame(field) : frame;
}
