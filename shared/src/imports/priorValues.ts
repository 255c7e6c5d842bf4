import { canonicalJson } from '../packs/fingerprint';

/**
 * What a row merged by the key column changed in an existing document, kept so that taking the
 * import back can put the document as it was — and what taking it back may restore when someone
 * changed the document after the import (their later change is never overwritten).
 */

/** One merged document as a batch changed it: only the fields whose value the row changed. */
export interface PriorEntry {
  doc: string;
  /** The row's line in the file (the report names it). */
  line: number;
  /** Changed fields that held a value before: that value. */
  before: Record<string, unknown>;
  /** Changed fields the document did not have before (taken back: removed). */
  absent: string[];
  /** What the import wrote into those fields (taken back only while they still hold it). */
  after: Record<string, unknown>;
  /**
   * The changed fields, when their old values were too large to keep within the batch's
   * bounds: then nothing is kept for this document and taking back reports it as not restored.
   */
  tooBig?: string[];
}

/** Why taking an import back left a merged document's fields as they are. */
export type KeptReason = 'changed_since' | 'deleted' | 'too_big';

/** One merged document taking back did not fully restore (the report lists them). */
export interface ImportKept {
  line: number;
  doc: string;
  fields: string[];
  reason: KeptReason;
}

/** What taking an import back did (on the import's record, for the report). */
export interface ImportRevert {
  /** Documents the import created, deleted. */
  removed: number;
  /** Merged documents put back as they were (every changed field). */
  restored: number;
  /** Merged documents left (wholly or partly) as someone else changed them since. */
  kept: number;
  /** The first of those, with the fields left (maxReportedSkips). */
  keptDocs: ImportKept[];
}

/** The same stored value (maps compared by content, not key order); a missing field is no value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * What merging `data` into `current` changes: the fields whose value differs, with their old
 * values (or absent) and the new ones; null when the row changes nothing. Fields the row does
 * not set are never kept (nothing else of the document is recorded).
 */
export function priorEntry(
  doc: string,
  line: number,
  current: Record<string, unknown>,
  data: Record<string, unknown>,
): PriorEntry | null {
  const before: Record<string, unknown> = {};
  const absent: string[] = [];
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const old = Object.hasOwn(current, key) ? current[key] : undefined;
    if (sameValue(old, value)) continue;
    if (old === undefined) absent.push(key);
    else before[key] = old;
    after[key] = value;
  }
  return absent.length === 0 && Object.keys(after).length === 0 ? null : { doc, line, before, absent, after };
}

/** How taking one entry back changes the document as it is now. */
export interface RevertPlan {
  /** Fields put back to their old values. */
  restore: Record<string, unknown>;
  /** Fields the import added, removed. */
  remove: string[];
  /** Fields that no longer hold what the import wrote: someone changed them since, left alone. */
  kept: string[];
}

/** Only a field still holding the imported value is taken back; any other is someone's later change. */
export function revertPlan(current: Record<string, unknown>, entry: PriorEntry): RevertPlan {
  const plan: RevertPlan = { restore: {}, remove: [], kept: [] };
  for (const [key, imported] of Object.entries(entry.after)) {
    const now = Object.hasOwn(current, key) ? current[key] : undefined;
    if (!sameValue(now, imported)) plan.kept.push(key);
    else if (Object.hasOwn(entry.before, key)) plan.restore[key] = entry.before[key];
    else plan.remove.push(key);
  }
  return plan;
}

/** A value's size as a store counts it (UTF-8 texts and names + 1, numbers 8) and its fields. */
export function storedSize(value: unknown): { bytes: number; fields: number } {
  const size = { bytes: 0, fields: 0 };
  const walk = (v: unknown): void => {
    if (typeof v === 'string') size.bytes += utf8Length(v) + 1;
    else if (typeof v === 'number') size.bytes += 8;
    else if (typeof v === 'boolean' || v === null || v === undefined) size.bytes += 1;
    else if (Array.isArray(v))
      for (const item of v) {
        size.fields++;
        walk(item);
      }
    else if (typeof v === 'object')
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        size.fields++;
        size.bytes += utf8Length(key) + 1;
        walk(item);
      }
    else size.bytes += 8;
  };
  walk(value);
  return size;
}

function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x80) bytes += unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}

/**
 * The entries in parts that each fit one stored document within `budget`. An entry larger
 * than a whole part keeps only the names of its fields (`tooBig`): a stored record stays bounded
 * whatever the documents held.
 */
export function priorParts(
  entries: readonly PriorEntry[],
  budget: { bytes: number; fields: number },
): PriorEntry[][] {
  const parts: PriorEntry[][] = [];
  let part: PriorEntry[] = [];
  let bytes = 0;
  let fields = 0;
  for (const entry of entries) {
    let kept = entry;
    let size = storedSize(entry);
    if (size.bytes > budget.bytes || size.fields + 1 > budget.fields) {
      kept = {
        doc: entry.doc,
        line: entry.line,
        before: {},
        absent: [],
        after: {},
        tooBig: [...entry.absent, ...Object.keys(entry.before)],
      };
      size = storedSize(kept);
    }
    if (part.length > 0 && (bytes + size.bytes > budget.bytes || fields + size.fields + 1 > budget.fields)) {
      parts.push(part);
      part = [];
      bytes = 0;
      fields = 0;
    }
    part.push(kept);
    bytes += size.bytes;
    fields += size.fields + 1;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** The stored part of a batch's old values: `imports/{importId}.b{batch}.{part}` (never an import id: those have no dot). */
export const priorPartId = (importId: string, batch: number, part: number): string =>
  `${importId}.b${batch}.${part}`;
