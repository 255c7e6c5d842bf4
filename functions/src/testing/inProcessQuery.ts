/**
 * The query engine of the in-process emulator (@firestore-emulator/server), rewritten with
 * Firestore's semantics, checked against Google's own emulator (cloud-firestore-emulator):
 * the package's engine ignores `== null` / `!= null` (unary filters), cannot read nested
 * fields (`a.b`), compares 1 with 1.5 as different types, keeps documents that lack the
 * orderBy field, has no order across types, no implicit order on the inequality field and no
 * tie-break by document name. Test support only; production talks to real Firestore.
 */

/** The parts of google.firestore.v1.Value the engine reads (protobuf message getters). */
export interface ProtoValue {
  readonly value_type: string;
  readonly boolean_value: boolean;
  readonly integer_value: number;
  readonly double_value: number;
  readonly timestamp_value: { readonly seconds: number; readonly nanos: number };
  readonly string_value: string;
  readonly bytes_value: Uint8Array;
  readonly reference_value: string;
  readonly geo_point_value: { readonly latitude: number; readonly longitude: number };
  readonly array_value: { readonly values: readonly ProtoValue[] };
  readonly map_value: { readonly fields: ReadonlyMap<string, ProtoValue> };
}

interface FieldReference {
  readonly field_path: string;
}

export interface ProtoFilter {
  readonly filter_type: string;
  readonly composite_filter: { readonly op: number; readonly filters: readonly ProtoFilter[] };
  readonly field_filter: { readonly field: FieldReference; readonly op: number; readonly value: ProtoValue };
  readonly unary_filter: { readonly field: FieldReference; readonly op: number };
}

export interface ProtoStructuredQuery {
  readonly has_where: boolean;
  readonly where: ProtoFilter;
  readonly order_by: readonly { readonly field: FieldReference; readonly direction: number }[];
  readonly offset: number;
  readonly has_limit: boolean;
  readonly limit: { readonly value: number };
  readonly has_start_at: boolean;
  readonly has_end_at: boolean;
}

/** A stored document as the engine sees it: its full name and its fields. */
export interface EngineDoc {
  readonly name: string;
  readonly fields: ReadonlyMap<string, ProtoValue>;
}

type Value =
  | { t: 'null' }
  | { t: 'bool'; v: boolean }
  | { t: 'num'; v: number }
  | { t: 'time'; s: number; n: number }
  | { t: 'str'; v: string }
  | { t: 'bytes'; v: Uint8Array }
  | { t: 'ref'; v: string }
  | { t: 'geo'; lat: number; lng: number }
  | { t: 'arr'; v: Value[] }
  | { t: 'map'; v: Map<string, Value> };

/** Firestore's order of types. */
const rank: Record<Value['t'], number> = {
  null: 0,
  bool: 1,
  num: 2,
  time: 3,
  str: 5,
  bytes: 6,
  ref: 7,
  geo: 8,
  arr: 9,
  map: 11,
};

function toValue(p: ProtoValue): Value {
  switch (p.value_type) {
    case 'boolean_value':
      return { t: 'bool', v: p.boolean_value };
    case 'integer_value':
      return { t: 'num', v: Number(p.integer_value) };
    case 'double_value':
      return { t: 'num', v: p.double_value };
    case 'timestamp_value':
      return { t: 'time', s: Number(p.timestamp_value.seconds), n: p.timestamp_value.nanos };
    case 'string_value':
      return { t: 'str', v: p.string_value };
    case 'bytes_value':
      return { t: 'bytes', v: p.bytes_value };
    case 'reference_value':
      return { t: 'ref', v: p.reference_value };
    case 'geo_point_value':
      return { t: 'geo', lat: p.geo_point_value.latitude, lng: p.geo_point_value.longitude };
    case 'array_value':
      return { t: 'arr', v: p.array_value.values.map(toValue) };
    case 'map_value':
      return { t: 'map', v: new Map([...p.map_value.fields].map(([k, v]) => [k, toValue(v)])) };
    default:
      return { t: 'null' };
  }
}

/** Strings order by UTF-8 bytes (= code points), not UTF-16 units. */
function compareStrings(a: string, b: string): number {
  return Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Value, b: Value): number {
  if (a.t !== b.t) return Math.sign(rank[a.t] - rank[b.t]);
  switch (a.t) {
    case 'null':
      return 0;
    case 'bool':
      return Number(a.v) - Number((b as typeof a).v);
    case 'num':
      return compareNumbers(a.v, (b as typeof a).v);
    case 'time': {
      const o = b as typeof a;
      return compareNumbers(a.s, o.s) || compareNumbers(a.n, o.n);
    }
    case 'str':
    case 'ref':
      return compareStrings(a.v, (b as typeof a).v);
    case 'bytes':
      return Math.sign(Buffer.compare(Buffer.from(a.v), Buffer.from((b as typeof a).v)));
    case 'geo': {
      const o = b as typeof a;
      return compareNumbers(a.lat, o.lat) || compareNumbers(a.lng, o.lng);
    }
    case 'arr': {
      const o = (b as typeof a).v;
      for (let i = 0; i < Math.min(a.v.length, o.length); i++) {
        const c = compare(a.v[i] as Value, o[i] as Value);
        if (c !== 0) return c;
      }
      return Math.sign(a.v.length - o.length);
    }
    case 'map': {
      const o = (b as typeof a).v;
      const ak = [...a.v.keys()].sort(compareStrings);
      const bk = [...o.keys()].sort(compareStrings);
      for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
        const byKey = compareStrings(ak[i] as string, bk[i] as string);
        if (byKey !== 0) return byKey;
        const byValue = compare(a.v.get(ak[i] as string) as Value, o.get(bk[i] as string) as Value);
        if (byValue !== 0) return byValue;
      }
      return Math.sign(ak.length - bk.length);
    }
  }
}

const equal = (a: Value, b: Value) => compare(a, b) === 0;

/** `a.b`, `` `Habitación`.x `` (the SDK backquotes segments that are not plain identifiers). */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string;
    if (quoted && ch === '\\') current += path[++i] ?? '';
    else if (ch === '`') quoted = !quoted;
    else if (ch === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  return segments;
}

function read(doc: EngineDoc, path: string): Value | undefined {
  if (path === '__name__') return { t: 'ref', v: doc.name };
  const [first, ...rest] = parseFieldPath(path);
  const top = doc.fields.get(first as string);
  let value = top ? toValue(top) : undefined;
  for (const segment of rest) value = value?.t === 'map' ? value.v.get(segment) : undefined;
  return value;
}

const fieldOps = {
  lt: 1,
  lte: 2,
  gt: 3,
  gte: 4,
  eq: 5,
  ne: 6,
  arrayContains: 7,
  in: 8,
  arrayContainsAny: 9,
  notIn: 10,
} as const;
const unaryOps = { isNan: 2, isNull: 3, isNotNan: 4, isNotNull: 5 } as const;
const inequalityFieldOps: ReadonlySet<number> = new Set([1, 2, 3, 4, 6, 10]);
const inequalityUnaryOps: ReadonlySet<number> = new Set([4, 5]);

/** The leaf filters of a conjunction (our adapter never sends OR). */
function leaves(filter: ProtoFilter): ProtoFilter[] {
  if (filter.filter_type !== 'composite_filter') return [filter];
  if (filter.composite_filter.op !== 1) throw new Error('in-process emulator: only AND filters');
  return filter.composite_filter.filters.flatMap(leaves);
}

const isNaNValue = (v: Value | undefined) => v?.t === 'num' && Number.isNaN(v.v);

function matches(doc: EngineDoc, filter: ProtoFilter): boolean {
  if (filter.filter_type === 'unary_filter') {
    const value = read(doc, filter.unary_filter.field.field_path);
    switch (filter.unary_filter.op) {
      case unaryOps.isNull:
        return value?.t === 'null';
      case unaryOps.isNotNull:
        return value !== undefined && value.t !== 'null';
      case unaryOps.isNan:
        return isNaNValue(value);
      case unaryOps.isNotNan:
        return value !== undefined && value.t !== 'null' && !isNaNValue(value);
      default:
        throw new Error(`in-process emulator: unary op ${filter.unary_filter.op}`);
    }
  }
  const { field, op, value: protoTarget } = filter.field_filter;
  const value = read(doc, field.field_path);
  if (value === undefined) return false;
  const target = toValue(protoTarget);
  const list = target.t === 'arr' ? target.v : [];
  // Null is found by == null only: in, not-in, != and array filters never match it.
  const listed = (v: Value) => v.t !== 'null' && list.some((candidate) => equal(v, candidate));
  switch (op) {
    case fieldOps.eq:
      return equal(value, target);
    case fieldOps.ne:
      return value.t !== 'null' && !equal(value, target);
    case fieldOps.lt:
      return value.t === target.t && compare(value, target) < 0;
    case fieldOps.lte:
      return value.t === target.t && compare(value, target) <= 0;
    case fieldOps.gt:
      return value.t === target.t && compare(value, target) > 0;
    case fieldOps.gte:
      return value.t === target.t && compare(value, target) >= 0;
    case fieldOps.arrayContains:
      return value.t === 'arr' && value.v.some((element) => equal(element, target));
    case fieldOps.arrayContainsAny:
      return value.t === 'arr' && value.v.some(listed);
    case fieldOps.in:
      return listed(value);
    case fieldOps.notIn:
      return value.t !== 'null' && !list.some((c) => c.t === 'null') && !listed(value);
    default:
      throw new Error(`in-process emulator: field op ${op}`);
  }
}

/**
 * Filter, order (explicit orders, then the inequality fields, then the document name in the
 * last direction; documents lacking an order field are left out), offset and limit.
 */
export function runStructuredQuery<T extends EngineDoc>(
  docs: readonly T[],
  query: ProtoStructuredQuery,
): T[] {
  if (query.has_start_at || query.has_end_at) throw new Error('in-process emulator: no cursors');
  const filters = query.has_where ? leaves(query.where) : [];
  const keys = query.order_by.map((o) => ({ path: o.field.field_path, dir: o.direction === 2 ? -1 : 1 }));
  const lastDir = keys[keys.length - 1]?.dir ?? 1;
  const inequalityPaths = filters
    .filter((f) =>
      f.filter_type === 'unary_filter'
        ? inequalityUnaryOps.has(f.unary_filter.op)
        : inequalityFieldOps.has(f.field_filter.op),
    )
    .map((f) => (f.filter_type === 'unary_filter' ? f.unary_filter.field : f.field_filter.field).field_path)
    .sort(compareStrings);
  for (const path of inequalityPaths) {
    if (!keys.some((k) => k.path === path)) keys.push({ path, dir: lastDir });
  }
  const rows = docs
    .filter((doc) => filters.every((f) => matches(doc, f)))
    .filter((doc) => keys.every((k) => read(doc, k.path) !== undefined))
    .sort((a, b) => {
      for (const { path, dir } of keys) {
        const c = compare(read(a, path) as Value, read(b, path) as Value);
        if (c !== 0) return c * dir;
      }
      return compareStrings(a.name, b.name) * lastDir;
    });
  const start = query.offset ?? 0;
  return rows.slice(start, query.has_limit ? start + query.limit.value : undefined);
}
