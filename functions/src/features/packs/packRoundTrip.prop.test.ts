import { type PackInput, packFormat, packSchema } from '@colmena/shared/packs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { collectionsOfPack, commandSender, companyState } from './packsTestKit';

/**
 * (property) For random packs on random companies: installing then uninstalling leaves the
 * company exactly as it was; an install that is refused leaves it as it was at once.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
let admin: string;
let send: ReturnType<typeof commandSender>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  send = commandSender(app, demo, 'pack-prop');
});
afterAll(() => app.close());

// Few names, so packs often meet what the company (or a pack before) already has.
const word = fc.constantFrom('alfa', 'beta', 'gamma', 'delta', 'obras', 'proyectos', 'ventas');
const colorName = fc.constantFrom('primary', 'secondary', 'tertiary', 'onPrimary', 'brand');
const hex = fc.constantFrom('#123', '#abcdef', '#0f766e', '#ffffff', '#b45309');
const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean());

const packArbitrary = fc
  .record({
    id: fc.constantFrom('uno', 'dos', 'tres'),
    keys: fc.uniqueArray(word, { maxLength: 2 }),
    journals: fc.boolean(),
    widgets: fc.uniqueArray(fc.constantFrom('w-p1', 'w-p2', 'w-company-stats'), { maxLength: 2 }),
    colors: fc.dictionary(colorName, hex, { maxKeys: 3 }),
    menu: fc.boolean(),
    docs: fc.array(
      fc.record({ n: fc.nat(3), fields: fc.dictionary(fc.constantFrom('Name', 'Estado', 'Importe'), value) }),
      {
        maxLength: 5,
      },
    ),
    journalDocs: fc.array(fc.record({ n: fc.nat(3), parent: fc.nat(3) }), { maxLength: 4 }),
  })
  .map(({ id, keys, journals, widgets, colors, menu, docs, journalDocs }): PackInput => {
    const collections = keys.map((key) => ({
      key,
      name: key,
      mainCollection: `${key}-${id}`,
      ...(journals ? { secondaryCollection: `${key}-${id}-j` } : {}),
    }));
    const first = collections[0];
    return {
      format: packFormat,
      id,
      version: '1.0.0',
      name: id,
      description: 'random',
      collections,
      widgets: widgets.map((docId) => ({ docId, widget: { place: 'company', type: 'text', title: docId } })),
      colors,
      widgetsMenu: menu && widgets[0] ? [{ widget: widgets[0], icon: 'star' }] : [],
      documents: first
        ? [
            ...new Map(
              docs.map((d) => [d.n, { collection: first.mainCollection, docId: `d${d.n}`, data: d.fields }]),
            ).values(),
            ...(first.secondaryCollection
              ? [
                  ...new Map(
                    journalDocs.map((j) => [
                      j.n,
                      {
                        collection: first.secondaryCollection as string,
                        docId: `j${j.n}`,
                        data: { ProjectId: `d${j.parent}` },
                      },
                    ]),
                  ).values(),
                ]
              : []),
          ]
        : [],
    };
  });

/** A random change of the company before the install: its colours, shortcuts or a collection. */
const companyStep = fc.oneof(
  fc.record({
    type: fc.constant('company.colors.set'),
    payload: fc.record({ colors: fc.dictionary(colorName, hex, { minKeys: 1, maxKeys: 2 }) }),
  }),
  fc.record({
    type: fc.constant('company.update'),
    payload: fc.record({
      widgetsMenu: fc.array(
        fc.record({ widget: fc.constantFrom('w-company-stats', 'w-p1'), icon: fc.constant('chart') }),
        { maxLength: 2 },
      ),
    }),
  }),
  fc.record({
    type: fc.constant('collection.define'),
    payload: word.map((key) => ({ key: `${key}x`, name: key })),
  }),
);

describe('install then uninstall', () => {
  it('(property) leaves any company exactly as it was', async () => {
    const outcomes = { applied: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(packArbitrary, fc.array(companyStep, { maxLength: 2 }), async (input, steps) => {
        for (const step of steps) await send(admin, step.type, step.payload);
        const pack = packSchema.parse(input);
        const watched = collectionsOfPack(pack);
        const before = await companyState(app, 'demo', watched);
        const installed = await send(admin, 'pack.install', { pack: input, language: 'es' });
        if (installed.status === 'rejected') {
          outcomes.refused++;
          expect(installed.error).toBe('pack_clash');
          expect(await companyState(app, 'demo', watched)).toEqual(before);
          return;
        }
        expect(installed.status).toBe('applied');
        outcomes.applied++;
        expect(await send(admin, 'pack.uninstall', { packId: pack.id })).toMatchObject({ status: 'applied' });
        expect(await companyState(app, 'demo', watched)).toEqual(before);
      }),
      { numRuns: 40 },
    );
    // Both paths were taken: the property is not only about refusals.
    expect(outcomes.applied).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
