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
}

export type SaveMode = 'create' | 'merge' | 'replace';

export type DraftErrors = Record<string, MessageKey>;

export type DraftResult =
  | { ok: true; data: Record<string, unknown>; changed: string[]; dropped: string[] }
  | { ok: false; errors: DraftErrors };

type Doc = Readonly<Record<string, unknown>>;

/** Kept by a replace although the form does not show them: they tie the document to others. */
const preservedOnReplace = ['ProjectId', 'JournalsCount'];

/** Fields the edit form offers: what a person reads, plus the images. */
export function editableFields(doc: Doc): string[] {
  const fields = orderedFields(doc);
  return 'ImgArray' in doc ? [...fields, 'ImgArray'] : fields;
}

export function draftFromDoc(doc: Doc): DraftField[] {
  return editableFields(doc).map((name, i) => {
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

/**
 * Whether a field still shows what the document holds: its input is exactly what the form
 * started with. Such a field keeps its stored value as it is (a date keeps its seconds, a day
 * stays a day) and is neither checked nor sent by a merge.
 */
function untouched(field: DraftField, name: string, original: Doc | null): boolean {
  return (
    original !== null && !field.added && name in original && field.value === toRaw(field.kind, original[name])
  );
}

/**
 * Validates the form and builds what to send. merge: only the fields that changed (a field
 * removed from the form is not deleted by a merge; `dropped` names them). replace: the whole
 * form plus the links to other documents, untouched fields exactly as stored. create: the whole
 * form except fields left blank.
 */
export function buildDraft(fields: readonly DraftField[], original: Doc | null, mode: SaveMode): DraftResult {
  const errors: DraftErrors = {};
  const data: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.name.trim();
    if (name === '') errors[field.id] = 'data.validation.fieldName';
    else if (isSystemField(name) || preservedOnReplace.includes(name) || name.includes('.'))
      errors[field.id] = 'data.validation.fieldReserved';
    else if (seen.has(name)) errors[field.id] = 'data.validation.fieldTaken';
    seen.add(name);
    // A blank field of a new document is one the person left out, not an empty value.
    if (mode === 'create' && field.value === '' && !errors[field.id]) continue;
    if (!errors[field.id] && untouched(field, name, original)) {
      data[name] = original?.[name];
      continue;
    }
    const parsed = parseRaw(field.kind, field.value);
    if (!parsed.ok) errors[field.id] ??= parsed.error;
    else if (!errors[field.id]) data[name] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const before = original ?? {};
  const changed = Object.keys(data).filter((name) => !sameValue(before[name], data[name]));
  const dropped = original ? editableFields(original).filter((name) => !(name in data)) : [];
  if (mode === 'merge') {
    return {
      ok: true,
      data: Object.fromEntries(changed.map((name) => [name, data[name]])),
      changed,
      dropped,
    };
  }
  if (mode === 'replace') {
    for (const name of preservedOnReplace) if (name in before) data[name] = before[name];
  }
  return { ok: true, data, changed, dropped };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
