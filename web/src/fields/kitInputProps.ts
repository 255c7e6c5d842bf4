import type { Language } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { PendingUpload } from '@colmena/shared/files';

/**
 * Where a field's uploads (images, files, signature) go: `POST /api/files?collection=&docId=`;
 * `pending` when the document is the one the form is about to create (its id chosen up front).
 */
export interface UploadTarget {
  collection: string;
  docId: string;
  pending?: PendingUpload | undefined;
}

/** What each type's input gets from FieldKitInput: the value in its stored shape, ids to wire. */
export interface KitInputProps {
  /** The control the label names (a `label`-framed input puts it on its control). */
  id: string;
  /** The visible label's id: custom widgets name themselves with it (aria-labelledby). */
  labelId: string;
  field: FieldDefinition;
  label: string;
  value: unknown;
  /** The value in its stored shape; null when cleared. */
  onChange(value: unknown): void;
  language: Language;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  /** The help and problem texts' ids. */
  describedBy: string | undefined;
  upload: UploadTarget | undefined;
  /** The form's other values (calculated fields read them). */
  values: Readonly<Record<string, unknown>> | undefined;
}

/**
 * How the kit names an input: 'label' puts a `<label for>` on one control; 'group' wraps
 * several controls (radios, pad and buttons) in a fieldset whose legend names them all.
 */
export type KitFrame = 'label' | 'group';
