import { deepFreeze } from '../../deepFreeze';
import { type AppendChange, definedFields } from '../appendElement';
import type { DocTally } from '../appendTally';
import type { DocData } from '../Store';
import { joinField } from './spilledArrays';

/**
 * A recently read document as the store last wrote or read it: its row's `seq`, its stored JSON
 * and, once known, that JSON as a parsed tree that is never handed out (readers get a copy).
 */
export interface CachedDoc {
  seq: number;
  json: string;
  /** JSON.parse(json), or undefined when not known (then a reader parses `json`). */
  parsed: DocData | undefined;
  /** The parsed tree's Firestore size and fields, once an append asked (appendTally.ts). */
  tally?: DocTally;
  /** The JSON of each top-level field of the tree, kept once appended to (DocCache.append). */
  texts?: Map<string, string>;
  /** The row's spilled array field (spilledArrays.ts), null when all its fields are in its `data`. */
  spill: string | null;
}

/** What an append to a cached document writes (DocCache.append). */
export interface AppendRender {
  /** The document's JSON after it, its spilled field last. */
  json: string;
  /** The row's `data`: the document without the appended field, which is spilled. */
  row: string;
  /** The spilled elements to store, from position `from` on: the new one, or all when the field was inline. */
  from: number;
  items: string[];
}

export interface DocCacheOptions {
  /** Rows shorter than this (JSON characters) are not cached: parsing them is cheap. */
  minChars?: number;
  /** At most this many documents. */
  maxEntries?: number;
  /** At most this many JSON characters in all (the parsed trees weigh about as much again). */
  maxChars?: number;
}

/**
 * The store's recently read documents (issue 14: a chat thread is one document, read on every
 * message; its next send reads it back from here instead of copying its JSON out of SQLite and
 * parsing it again, and appends to it here: `append`). An entry is only ever used for a row
 * whose `seq` still equals the entry's, and the store drops the entries of a write that is
 * rolled back (its seq was never committed: another connection may commit it). Least recently used go first.
 */
export class DocCache {
  private readonly entries = new Map<string, CachedDoc>();
  private chars = 0;
  readonly minChars: number;
  private readonly maxEntries: number;
  private readonly maxChars: number;

  constructor(options: DocCacheOptions = {}) {
    this.minChars = options.minChars ?? 2048;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxChars = options.maxChars ?? 32_000_000;
  }

  /** The entry's seq (-1: none), for a read that asks SQLite for the row only when it differs. */
  seqOf(key: string): number {
    return this.entries.get(key)?.seq ?? -1;
  }

  /** The entry when its seq is `seq` (and it becomes the most recently used); else undefined. */
  hit(key: string, seq: number): CachedDoc | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.seq !== seq) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The entry holding exactly this JSON (the row a transaction read), without touching its recency. */
  entryWith(key: string, json: string): CachedDoc | undefined {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.json === json ? entry : undefined;
  }

  /** Keeps a row as read or written (a row too short to be worth it drops any older entry). */
  remember(key: string, seq: number, json: string, parsed?: DocData, spill: string | null = null): void {
    this.forget(key);
    if (json.length < this.minChars || json.length > this.maxChars) return;
    if (parsed !== undefined) freezeElements(parsed, spill);
    this.entries.set(key, { seq, json, parsed, spill });
    this.chars += json.length;
    this.evict();
  }

  /**
   * An append to a parsed entry, for the write that stores it (issue 14: a thread's next message
   * without copying, walking or serialising its every message): the entry's tree is changed in
   * place and its new JSON made from the texts of its top-level fields, kept from the first append
   * on (the array's text grows by the element's). Undefined, the entry dropped, when it cannot
   * (no parsed entry, a value whose JSON is not itself). The entry keeps its seq until `stamp`.
   * The appended field is spilled from then on (spilledArrays.ts), and moves last in the tree.
   */
  append(key: string, change: AppendChange, tally: DocTally): AppendRender | undefined {
    const entry = this.entries.get(key);
    const tree = entry?.parsed;
    const list = tree?.[change.field];
    // Copies first: the caller keeps its objects, and the tree changes only once all are JSON's own.
    const element = copyAsJson(change.element);
    const fields = definedFields(change.patch).map(([name, value]) => [name, copyAsJson(value)] as const);
    if (
      entry === undefined ||
      tree === undefined ||
      element === undefined ||
      fields.some(([, value]) => value === undefined) ||
      !(list === undefined || Array.isArray(list))
    ) {
      this.forget(key);
      return undefined;
    }
    entry.texts ??= new Map(Object.keys(tree).map((name) => [name, JSON.stringify(tree[name])]));
    const { texts } = entry;
    for (const [name, value] of fields) {
      tree[name] = value;
      texts.set(name, JSON.stringify(value));
    }
    const elementText = JSON.stringify(element);
    const listText = texts.get(change.field);
    let from: number;
    let items: string[];
    // Shared with every reader from now on (copyShared), so no reader can change it.
    deepFreeze(element);
    if (Array.isArray(list) && listText !== undefined) {
      list.push(element);
      texts.set(
        change.field,
        list.length > 1 ? `${listText.slice(0, -1)},${elementText}]` : `[${elementText}]`,
      );
      from = entry.spill === change.field ? list.length - 1 : 0;
      items = from > 0 ? [elementText] : list.map((e) => JSON.stringify(e));
    } else {
      tree[change.field] = [element];
      texts.set(change.field, `[${elementText}]`);
      from = 0;
      items = [elementText];
    }
    if (entry.spill !== change.field) {
      // As a reader of the spilled row would see it: the field last (JSON.parse keeps text order).
      const value = tree[change.field];
      delete tree[change.field];
      tree[change.field] = value;
      entry.spill = change.field;
      freezeElements(tree, entry.spill);
    }
    // Key order as JSON.stringify(tree) would write it (and JSON.parse of the text give back).
    const parts: string[] = [];
    for (const name of Object.keys(tree))
      if (name !== change.field) parts.push(`${JSON.stringify(name)}:${texts.get(name)}`);
    const row = `{${parts.join(',')}}`;
    const json = joinField(row, change.field, texts.get(change.field) ?? '[]');
    this.chars += json.length - entry.json.length;
    entry.json = json;
    entry.tally = tally;
    return { json, row, from, items };
  }

  /** The entry's row was written at `seq` with the entry's JSON (after `append`); else it is dropped. */
  stamp(key: string, seq: number, json: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.json !== json) {
      this.forget(key);
      return;
    }
    entry.seq = seq;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict();
  }

  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.json.length;
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.chars -= entry.json.length;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The entry's tree, parsed from its JSON the first time it is asked for. */
export function parsedTree(entry: CachedDoc): DocData {
  if (entry.parsed === undefined) {
    entry.parsed = JSON.parse(entry.json) as DocData;
    freezeElements(entry.parsed, entry.spill);
  }
  return entry.parsed;
}

/** Freezes the elements of a tree's spilled array, which readers then share (copyShared). */
function freezeElements(tree: DocData, spill: string | null): void {
  const list = spill === null ? undefined : tree[spill];
  if (Array.isArray(list)) for (const element of list) deepFreeze(element);
}

/**
 * A reader's copy of a cached tree: copyParsed's, except that the spilled array's elements, frozen
 * in the cache, are shared (in a new array): a thread's send copied its every message (12.8% of a
 * send's CPU at ~250 messages) to read three other fields and append one.
 */
export function copyShared(tree: DocData, spill: string | null): DocData {
  const list = spill === null ? undefined : tree[spill];
  if (!Array.isArray(list)) return copyParsed(tree);
  return copyFields(tree, (key, value) =>
    key === spill ? list.map((e: unknown) => (Object.isFrozen(e) ? e : copyParsed(e))) : copyParsed(value),
  );
}

/** A new object with each field of `tree` as `copy` makes it (`__proto__` kept as an own field, as JSON.parse does). */
function copyFields(tree: DocData, copy: (key: string, value: unknown) => unknown): DocData {
  const out: DocData = {};
  for (const key in tree) {
    const value = copy(key, tree[key]);
    // An assignment to `__proto__` would set the prototype instead.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}

/**
 * copyParsed's copy of a tree, except that `field`'s value is shared when frozen: the company's
 * collection definitions, which every command reads (SqliteStore freezes them in its cache),
 * so a command's copy of the company stops copying them and the parse of them is remembered
 * by identity (parsedByJson).
 */
export function copySharingFrozen(tree: DocData, field: string): DocData {
  return copyFields(tree, (key, value) =>
    key === field && Object.isFrozen(value) ? value : copyParsed(value),
  );
}

/** A document's key in the cache (no name holds a NUL). */
export const cacheKey = (tenant: string, collection: string, id: string): string =>
  `${tenant}\0${collection}\0${id}`;

/**
 * A fresh copy of a parsed JSON tree (plain objects, arrays, strings, numbers, booleans, null):
 * what JSON.parse of its text would give, at a quarter of the cost (measured at 200 messages:
 * 24 µs against 92). Strings are immutable and shared; every object and array is new.
 */
export function copyParsed<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = copyParsed(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    // JSON.parse makes `__proto__` an own field; an assignment would set the prototype instead.
    if (key === '__proto__')
      Object.defineProperty(out, key, {
        value: copyParsed(source[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = copyParsed(source[key]);
  }
  return out as T;
}

/**
 * The tree JSON.parse(JSON.stringify(value)) would give, copied without the text; undefined when
 * `value` holds anything whose JSON is not itself (a Date, undefined, -0, a non-finite number, a
 * class instance, a `toJSON`, a `__proto__` field): then the cache parses the stored text instead.
 */
export function copyAsJson(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? value : undefined;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        const n = value.length;
        const out = new Array(n);
        for (let i = 0; i < n; i++) {
          const copy = copyAsJson(value[i]);
          if (copy === undefined) return undefined;
          out[i] = copy;
        }
        return out;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return undefined;
      const source = value as Record<string, unknown>;
      if ('toJSON' in source) return undefined;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(source)) {
        if (key === '__proto__') return undefined;
        const copy = copyAsJson(source[key]);
        if (copy === undefined) return undefined;
        out[key] = copy;
      }
      return out;
    }
    default:
      return undefined;
  }
}
