import fc from 'fast-check';

/**
 * The hostile bodies of the fuzz suite (`fuzzedBodies.security.test.ts`): random and hostile JSON
 * — nesting far past any limit, numbers JSON cannot carry (1e309), prototype keys, wrong types,
 * long and odd unicode strings, arrays where objects belong, broken JSON — shaped as command,
 * query and live stream requests, so they reach the parsers, the schemas, the runner and the store.
 */

/** A JSON text built piece by piece, so it can hold what JSON.stringify never writes (1e309). */
type Json = string;
const text = (value: unknown): Json => JSON.stringify(value);
const objectText = (entries: [string, Json][]): Json =>
  `{${entries.map(([k, v]) => `${text(k)}:${v}`).join(',')}}`;
const arrayText = (items: Json[]): Json => `[${items.join(',')}]`;

const hostileNumber = fc.constantFrom(
  '1e-400',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '1.7976931348623157e308',
  '0.1',
);
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '.',
    'a/b',
    '__x__',
    '__proto__',
    'constructor',
    '\u0000',
    '\ud800',
    '𝕏'.repeat(20),
  ),
  fc.nat({ max: 5 }).map((n) => 'x'.repeat(10 ** n)),
);
const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__name__',
    '',
    'FireId',
    'collection',
    'a.b',
    'Name',
    'owner',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
  fc.constant('k'.repeat(1600)),
);
const leaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 30, arbitrary: fc.jsonValue({ maxDepth: 0 }).map(text) },
  { weight: 10, arbitrary: hostileString.map(text) },
  { weight: 5, arbitrary: hostileNumber },
  { weight: 5, arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}') },
  // Read as ±Infinity: rare, or no body would get past the door.
  { weight: 1, arbitrary: fc.constantFrom('1e309', '-1e309') },
);
/** Trees of JSON, with keys an attacker would pick. */
const { tree } = fc.letrec<{ tree: Json; node: Json }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('node')),
  node: fc.oneof(
    fc.array(fc.tuple(hostileKey, tie('tree')), { maxLength: 5 }).map(objectText),
    fc.array(tie('tree'), { maxLength: 5 }).map(arrayText),
  ),
}));
/** Nesting from just past the document limit to far past the body limit, of maps or arrays. */
const deep = fc
  .tuple(fc.oneof(fc.integer({ min: 15, max: 60 }), fc.integer({ min: 15, max: 5000 })), fc.boolean(), leaf)
  .map(([levels, arrays, inner]) =>
    arrays
      ? `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`
      : `${'{"m":'.repeat(levels)}${inner}${'}'.repeat(levels)}`,
  );
const wide = fc
  .tuple(fc.integer({ min: 1000, max: 30_000 }), fc.boolean())
  .map(([n, keys]) =>
    keys
      ? objectText(Array.from({ length: n }, (_, i) => [`k${i}`, '0']))
      : arrayText(Array.from({ length: n }, () => '1')),
  );
const anyValue = fc.oneof({ weight: 8, arbitrary: tree }, deep, wide, hostileNumber);
/** A map, as document data must be: hostile inside. */
const objectValue = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.tuple(hostileKey, tree), { maxLength: 6 }).map(objectText) },
  deep.filter((json) => json.startsWith('{')),
  wide.filter((json) => json.startsWith('{')),
);
const brokenJson = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom('', '{', '{"id":', 'null', 'NaN', 'Infinity', '{"a":1,}', '\ufeff{}', '{"__proto__":'),
);

/** Fresh ids only: no fuzzed command may name a document that existed before. */
const docId = fc.oneof(
  fc.constantFrom(
    'fuzz-1',
    'fuzz-2',
    'fuzz-3',
    'constructor',
    'toString',
    '..',
    '.',
    '__proto__',
    'a/b',
    '',
    ' x',
  ),
  hostileString.map((s) => `fuzz-${s}`),
);
const collectionName = fc.oneof(
  fc.constantFrom(
    'proyectos',
    'diarios',
    'otros',
    'agenda',
    'logs',
    'commands',
    'meta',
    'widgets',
    '__proto__',
  ),
  hostileString,
);
const commandType = fc.oneof(
  fc.constantFrom(
    'document.create',
    'document.merge',
    'document.replace',
    'document.delete',
    'document.move',
    'project.deleteData',
    'contact.create',
    'contact.update',
    'contact.delete',
  ),
  hostileString,
);
const optional = (entries: fc.Arbitrary<[string, Json]>[]) =>
  fc
    .tuple(...entries.map((entry) => fc.option(entry, { nil: null })))
    .map((found) => found.filter((e) => e !== null));
const payload = fc.oneof(
  anyValue,
  fc
    .tuple(
      optional([
        collectionName.map((c): [string, Json] => ['collection', text(c)]),
        docId.map((d): [string, Json] => ['docId', text(d)]),
        collectionName.map((c): [string, Json] => ['to', text(c)]),
        docId.map((d): [string, Json] => ['projectId', text(d)]),
      ]),
      fc.oneof(anyValue, tree),
    )
    .map(([entries, data]) => objectText([...entries, ['data', data]])),
);
let commandIds = 0;
const nextId = () => text(`fz-${++commandIds}`);
/** Well-formed document commands carrying hostile data: these reach the runner and the store. */
const documentCommand = fc
  .tuple(
    fc.constantFrom('document.create', 'document.merge', 'document.replace'),
    fc.constantFrom('proyectos', 'diarios', 'otros'),
    fc.option(docId, { nil: undefined }),
    objectValue,
  )
  .map(([type, collection, id, data]) =>
    objectText([
      ['id', nextId()],
      ['type', text(type)],
      [
        'payload',
        objectText([
          ['collection', text(collection)],
          ...(id === undefined ? [] : ([['docId', text(id)]] as [string, Json][])),
          ['data', data],
        ]),
      ],
    ]),
  );
export const commandBody = fc.oneof(
  { weight: 6, arbitrary: documentCommand },
  {
    weight: 6,
    arbitrary: fc.tuple(commandType, payload).map(([type, p]) =>
      objectText([
        ['id', nextId()],
        ['type', text(type)],
        ['payload', p],
      ]),
    ),
  },
  anyValue,
  brokenJson,
  fc.tuple(anyValue, anyValue, payload).map(([id, type, p]) =>
    objectText([
      ['id', id],
      ['type', type],
      ['payload', p],
    ]),
  ),
);

const whereOp = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '==',
      '!=',
      '<',
      '<=',
      '>',
      '>=',
      'in',
      'not-in',
      'array-contains',
      'array-contains-any',
    ),
  },
  hostileString,
);
/** Mostly collections the company has (so the query gets past validation to the store). */
const queryCollection = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('proyectos', 'diarios', 'agenda', 'logs', 'widgets', 'incidencias', 'data'),
  },
  collectionName,
);
const whereValue = fc.oneof(
  { weight: 3, arbitrary: leaf },
  fc.array(leaf, { maxLength: 12 }).map(arrayText),
  anyValue,
);
export const queryBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        queryCollection,
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom('Name', 'FireId', 'owner', 'a.b'), hostileKey),
            whereOp,
            whereValue,
          ),
          {
            maxLength: 3,
          },
        ),
        optional([
          fc
            .tuple(
              fc.oneof(fc.constantFrom('Name', 'CreatedAt'), hostileKey),
              fc.constantFrom('asc', 'desc', 'asc', 'desc', 'up'),
            )
            .map(([f, d]): [string, Json] => ['orderBy', text([f, d])]),
          fc
            .oneof(
              { weight: 3, arbitrary: fc.integer({ min: -5, max: 20_000 }).map(text) },
              hostileNumber,
              anyValue,
            )
            .map((l): [string, Json] => ['limit', l]),
          fc
            .oneof(fc.constantFrom('proyectos', 'diarios'), hostileString)
            .map((k): [string, Json] => ['collKey', text(k)]),
          fc.oneof(fc.constant('p-001'), docId).map((d): [string, Json] => ['docId', text(d)]),
          fc
            .oneof(fc.constantFrom('"main"', '"secondary"', '"public"'), anyValue)
            .map((p): [string, Json] => ['place', p]),
        ]),
      )
      .map(([collection, where, extra]) =>
        objectText([
          ['collection', text(collection)],
          ['where', arrayText(where.map(([f, op, v]) => arrayText([text(f), text(op), v])))],
          ...extra,
        ]),
      ),
  },
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('w-company-stats', 'w-project-summary', 'w-company-calendar', 'nope'),
        hostileString,
      ),
      optional([
        fc
          .oneof({ weight: 3, arbitrary: fc.integer({ min: -1, max: 5 }).map(text) }, hostileNumber, anyValue)
          .map((e): [string, Json] => ['entry', e]),
        fc
          .oneof(fc.constantFrom('proyectos', 'diarios'), hostileString)
          .map((k): [string, Json] => ['collKey', text(k)]),
        fc.oneof(fc.constant('p-001'), docId).map((d): [string, Json] => ['documentId', text(d)]),
      ]),
    )
    .map(([widgetId, extra]) => objectText([['widgetId', text(widgetId)], ...extra])),
  anyValue,
  brokenJson,
);
const liveSub = fc
  .tuple(
    fc.oneof(docId, hostileString),
    queryBody,
    fc.option(fc.oneof(hostileString, fc.constant('A'.repeat(59)), fc.constant('0')), { nil: undefined }),
  )
  .map(([id, query, cursor]) =>
    objectText([
      ['id', text(id)],
      ['query', query],
      ...(cursor === undefined ? [] : [['cursor', text(cursor)] as [string, Json]]),
    ]),
  );
export const liveBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(liveSub, { maxLength: 4 }), fc.option(hostileString, { nil: undefined }))
      .map(([subs, token]) =>
        objectText([
          ['subs', arrayText(subs)],
          ...(token === undefined ? [] : [['token', text(token)] as [string, Json]]),
        ]),
      ),
  },
  anyValue,
  brokenJson,
);
