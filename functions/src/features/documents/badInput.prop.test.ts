import type { ErrorCode } from '@colmena/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidDocId } from '../../platform/commands/envelope';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';
import { actors, commandKit } from './testing/commandKit';

const types = [
  'document.create',
  'document.merge',
  'document.replace',
  'document.delete',
  'document.move',
  'project.deleteData',
];
const isValid = (type: string, payload: unknown) => allCommands.get(type)?.parse(payload).success === true;

/**
 * Spec §8 answers to a malformed command (unknown type, payload its schema refuses, ids or
 * data a store cannot take): never internal, bad_request or forbidden.
 */
const malformedCodes: readonly ErrorCode[] = [
  'invalid_change',
  'value_undefined',
  'error_creating_document',
  'error_saving_change',
  'deletion_error',
];
/** A well-formed command may also be one the caller may not run. */
const wellFormedCodes: readonly ErrorCode[] = [...malformedCodes, 'forbidden'];
/**
 * Malformed: the schema refuses it, or it names a path no store can hold ('..', '__x__'), which
 * the schema must refuse too, so that it is an invalid change before any permission check.
 */
const isMalformed = (type: string, payload: unknown) => {
  if (!isValid(type, payload)) return true;
  const { collection, to, docId, projectId } = payload as Record<string, unknown>;
  const badId = [docId, projectId].some((id) => id !== undefined && !isValidDocId(id));
  const badName = [collection, to].some((name) => typeof name === 'string' && /^__.*__$/.test(name));
  return badId || badName;
};
const allowedCodes = (type: string, payload: unknown) =>
  isMalformed(type, payload) ? malformedCodes : wellFormedCodes;

/** Names that are malformed, or well-formed but closed to every command. */
const badCollection = fc.constantFrom(
  'logs',
  'commands',
  'meta',
  'a/b',
  '__x__',
  '',
  ' x',
  '..',
  'é',
  'x'.repeat(101),
);
/** In an empty store every id is missing; some are malformed too. */
const anyDocId = fc.constantFrom('missing', '..', '.', 'a/b', '', '__x__', ' x', 7, null);
const data = fc.oneof(
  fc.anything(),
  fc.constant({ a: undefined }),
  fc.constant({ a: [1, { b: undefined }] }),
);
const payload = fc.oneof(
  fc.anything(),
  fc.record({ collection: badCollection, data, docId: fc.option(anyDocId, { nil: undefined }) }),
  fc.record({ collection: fc.constantFrom('proyectos', 'otros'), docId: anyDocId, data, to: badCollection }),
  fc.record({
    collKey: fc.oneof(fc.string(), fc.constant('proyectos')),
    projectId: anyDocId,
    to: fc.string(),
  }),
);
const envelope = fc.record({
  type: fc.oneof(fc.constantFrom(...types), fc.string({ minLength: 1, maxLength: 100 })),
  payload,
});

describe('bad input (property)', () => {
  it('thousands of bad commands: each rejected with a catalogue error, nothing written but its record', async () => {
    const kit = await commandKit();
    try {
      await fc.assert(
        fc.asyncProperty(
          envelope,
          fc.constantFrom(...Object.values(actors)),
          async ({ type, payload }, actor) => {
            // A payload fc.anything() happens to make valid is not bad input (create into an empty
            // collection would rightly apply).
            fc.pre(
              !(
                isValid(type, payload) &&
                !['logs', 'commands', 'meta'].includes(
                  String((payload as { collection?: unknown })?.collection),
                )
              ),
            );
            const { outcome, othersUnchanged } = await kit.runRejected(type, payload, actor);
            expect(outcome.status).toBe('rejected');
            if (outcome.status === 'rejected') expect(allowedCodes(type, payload)).toContain(outcome.error);
            expect(othersUnchanged).toBe(true);
          },
        ),
        { numRuns: 3000 },
      );
      expect(kit.rows().every((row) => row.collection === 'commands' && row.data.status === 'rejected')).toBe(
        true,
      );
    } finally {
      await kit.close();
    }
  });
});

describe('bad input over HTTP (property)', () => {
  let app: TestApp;
  let cookie: string;
  const host = 'demo.localhost:8080';
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn(host, 'admin@demo.test');
  });
  afterAll(() => app.close());

  const send = (body: string) =>
    app.request(host, '/api/commands', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });

  it('anything that is not an envelope is a 400 bad_request and changes nothing', async () => {
    const last = (await app.deps.store.changesSince('demo', 0)).at(-1)?.seq ?? 0;
    const notEnvelope = fc.oneof(
      fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v) || !('id' in v)),
      fc.record({
        id: fc.oneof(fc.constant(''), fc.constant('a/b'), fc.integer()),
        type: fc.string(),
        payload: fc.jsonValue(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          notEnvelope.map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        async (body) => {
          fc.pre(!isJsonEnvelope(body));
          const res = await send(body);
          expect(res.status).toBe(400);
          expect(await res.json()).toMatchObject({ error: 'bad_request' });
        },
      ),
      { numRuns: 500 },
    );
    expect(await app.deps.store.changesSince('demo', last)).toEqual([]);
  });

  it('envelopes of bad commands answer 200 rejected and write only their records', async () => {
    const last = (await app.deps.store.changesSince('demo', 0)).at(-1)?.seq ?? 0;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(envelope, async ({ type, payload }) => {
        const json = JSON.parse(JSON.stringify({ payload })) as { payload?: unknown };
        fc.pre(!isValid(type, json.payload));
        const res = await send(JSON.stringify({ id: `bad-${++n}`, type, payload: json.payload }));
        expect(res.status).toBe(200);
        const body = (await res.json()) as { status: string; error: ErrorCode };
        expect(body.status).toBe('rejected');
        expect(malformedCodes).toContain(body.error);
      }),
      { numRuns: 700 },
    );
    const changes = await app.deps.store.changesSince('demo', last);
    expect(changes.every((change) => change.collection === 'commands')).toBe(true);
  });
});

function isJsonEnvelope(body: string): boolean {
  try {
    const value = JSON.parse(body) as { id?: unknown; type?: unknown };
    return (
      typeof value?.id === 'string' &&
      /^[A-Za-z0-9_-]{1,100}$/.test(value.id) &&
      typeof value.type === 'string' &&
      value.type.length > 0 &&
      value.type.length <= 100
    );
  } catch {
    return false;
  }
}
