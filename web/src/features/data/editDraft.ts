import type { MessageKey } from '@colmena/shared';
import { parseRaw, type RawValue, toRaw } from './fieldInput';
import { type FieldKind, fieldKind } from './fieldKind';
import { isSystemField, orderedFields } from './visibleFields';

export interface DraftField {
  /** Stable React key; names can be edited. */
  id: string;
  name: string;
  kind: FieldKind;
  value: RawValue;
  /** Added in this form: its name and kind can still change. */
  added: boolean;
  /** The person changed its input (a yes/no left alone on a new document is not written). */
  touched?: boolean;
}

export type SaveMode = 'create' | 'edit';

export type DraftErrors = Record<string, MessageKey>;

export type DraftResult =
  | {
      ok: true;
      /** create: the new document; edit: the fields that changed (a merge). */
      data: Record<string, unknown>;
      /** edit: stored fields the person removed or emptied (the merge's `remove`). */
      remove: string[];
    }
  | { ok: false; errors: DraftErrors };

type Doc = Readonly<Record<string, unknown>>;

/** Fields no form writes: they tie the document to others (the server keeps them). */
const linkFields = ['ProjectId', 'JournalsCount'];

/** What names a document in headings, links and lists: required by default (issue 12). */
export const defaultRequiredFields: readonly string[] = ['Name'];

/** Kinds whose blank input means "no value": emptied on an edit, the field is removed. */
const blankMeansNone = new Set<FieldKind>([
  'text',
  'longText',
  'number',
  'currency',
  'percent',
  'email',
  'date',
  'object',
]);

/** Fields the edit form offers: what a person reads, plus the images. */
export function editableFields(doc: Doc): string[] {
  const fields = orderedFields(doc);
  return 'ImgArray' in doc ? [...fields, 'ImgArray'] : fields;
}

/** The edit form of a stored document; a required field it lacks (an old one without Name) comes first, empty. */
export function draftFromDoc(doc: Doc, required: readonly string[] = defaultRequiredFields): DraftField[] {
  const names = editableFields(doc);
  const missing = required.filter((name) => !names.includes(name));
  return [...missing, ...names].map((name, i) => {
    const kind = fieldKind(name, doc[name]);
    return { id: `f${i}`, name, kind, value: toRaw(kind, doc[name]), added: false };
  });
}

/**
 * A new document's form: the fields its siblings use (first value that says what kind each is),
 * Name first; the server stamps CreatedAt.
 */
export function draftFromSiblings(siblings: readonly Doc[]): DraftField[] {
  const kinds = new Map<string, FieldKind>();
  for (const doc of siblings.slice(0, 50)) {
    for (const name of editableFields(doc)) {
      const value = doc[name];
      if (name === 'CreatedAt') continue;
      if (!kinds.has(name) || (value !== undefined && value !== '' && value !== null)) {
        if (!kinds.has(name) || kinds.get(name) === 'text') kinds.set(name, fieldKind(name, value));
      }
    }
  }
  if (!kinds.has('Name')) kinds.set('Name', 'text');
  const names = ['Name', ...[...kinds.keys()].filter((name) => name !== 'Name')];
  return names.map((name, i) => {
    const kind = kinds.get(name) ?? 'text';
    return { id: `f${i}`, name, kind, value: toRaw(kind, kind === 'list' ? [] : undefined), added: false };
  });
}

/** Whether the form differs from how it started: a field added, removed, renamed or changed. */
export function isDirty(fields: readonly DraftField[], initial: readonly DraftField[]): boolean {
  const shape = (list: readonly DraftField[]) =>
    JSON.stringify(list.map((f) => [f.id, f.name, f.kind, f.value]));
  return shape(fields) !== shape(initial);
}

/**
 * Whether a field still shows what the document holds: its input is exactly what the form
 * started with. Such a field keeps its stored value as it is (a date keeps its seconds, a day
 * stays a day) and is neither checked nor sent.
 */
function untouched(field: DraftField, name: string, original: Doc | null): boolean {
  return (
    original !== null && !field.added && name in original && field.value === toRaw(field.kind, original[name])
  );
}

const isBlank = (field: DraftField) => typeof field.value === 'string' && field.value.trim() === '';

/**
 * Validates the form and builds what to send, in the words a person uses — no storage modes.
 * create: every field filled in (blank ones and untouched yes/no are left out). edit: a merge of
 * the fields that changed plus the removal of stored fields the person took out of the form or
 * emptied. A required field left blank, a bad value or a bad name is an error beside its field.
 */
export function buildDraft(
  fields: readonly DraftField[],
  original: Doc | null,
  mode: SaveMode,
  required: readonly string[] = defaultRequiredFields,
): DraftResult {
  const errors: DraftErrors = {};
  const data: Record<string, unknown> = {};
  const cleared = new Set<string>();
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.name.trim();
    if (name === '') errors[field.id] = 'data.validation.fieldName';
    else if (isSystemField(name) || linkFields.includes(name) || name.includes('.'))
      errors[field.id] = 'data.validation.fieldReserved';
    else if (seen.has(name)) errors[field.id] = 'data.validation.fieldTaken';
    seen.add(name);
    if (errors[field.id]) continue;
    if (required.includes(name) && isBlank(field)) {
      errors[field.id] = 'data.validation.required';
      continue;
    }
    if (untouched(field, name, original)) {
      data[name] = original?.[name];
      continue;
    }
    // A blank field is one the person left out (create) or emptied (edit), not an empty value.
    if (isBlank(field) && (mode === 'create' || blankMeansNone.has(field.kind))) {
      cleared.add(name);
      continue;
    }
    if (mode === 'create' && field.kind === 'boolean' && !field.touched) continue;
    const parsed = parseRaw(field.kind, field.value);
    if (!parsed.ok) errors[field.id] = parsed.error;
    else data[name] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (mode === 'create' || original === null) return { ok: true, data, remove: [] };

  const changed = Object.keys(data).filter((name) => !sameValue(original[name], data[name]));
  const inForm = new Set([...fields.map((f) => f.name.trim())]);
  const remove = editableFields(original).filter(
    (name) => (!inForm.has(name) || cleared.has(name)) && !(name in data),
  );
  return { ok: true, data: Object.fromEntries(changed.map((name) => [name, data[name]])), remove };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
