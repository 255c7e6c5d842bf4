import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actors, commandKit } from '../../features/documents/testing/commandKit';

const docId = fc.constantFrom('a', 'b', 'c');
const collection = fc.constantFrom('proyectos', 'diarios', 'otros');
const data = fc.record({ Name: fc.string({ maxLength: 4 }), ProjectId: docId }, { requiredKeys: [] });

/** Ids always given: generated ids come from one sequence shared by the tenants. */
const command = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('document.create'),
      payload: fc.record({ collection, docId, data }),
    }),
  },
  fc.record({ type: fc.constant('document.merge'), payload: fc.record({ collection, docId, data }) }),
  fc.record({ type: fc.constant('document.delete'), payload: fc.record({ collection, docId }) }),
  fc.record({
    type: fc.constant('document.move'),
    payload: fc.record({ collection, docId, to: collection }),
  }),
  fc.record({
    type: fc.constant('project.deleteData'),
    payload: fc.record({ collKey: fc.constant('proyectos'), projectId: docId }),
  }),
);
const step = fc.record({ tenant: fc.constantFrom('A', 'B'), command });
type Step = { tenant: string; command: { type: string; payload: unknown } };

/** Runs the steps (concurrently: one promise per step, as parallel requests would) in a store of `tenants`. */
async function runAll(tenants: string[], steps: readonly Step[]) {
  const kit = await commandKit(tenants);
  const outcomes = await Promise.all(
    steps.map((s, i) =>
      tenants.includes(s.tenant)
        ? kit.run(s.command.type, JSON.parse(JSON.stringify(s.command.payload)), actors.admin, {
            id: `${s.tenant}-${i}`,
            tenant: s.tenant,
          })
        : null,
    ),
  );
  return { kit, outcomes };
}

describe('tenant isolation (property)', () => {
  it("interleaved commands of A and B end exactly as each tenant's commands alone", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const both = await runAll(['A', 'B'], steps);
        try {
          for (const tenant of ['A', 'B']) {
            const alone = await runAll([tenant], steps);
            expect(both.kit.rows(tenant)).toEqual(alone.kit.rows(tenant));
            expect(both.outcomes.filter((_o, i) => steps[i]?.tenant === tenant)).toEqual(
              alone.outcomes.filter((o) => o !== null),
            );
            await alone.kit.close();
          }
          // Reads are per tenant too: a query of B returns B's rows of that collection only.
          for (const c of ['proyectos', 'diarios', 'otros', 'logs', 'commands']) {
            const ids = (await both.kit.store.query('B', { collection: c })).map((d) => d.FireId).sort();
            const expected = both.kit
              .rows('B')
              .filter((r) => r.collection === c)
              .map((r) => r.id)
              .sort();
            expect(ids).toEqual(expected);
          }
        } finally {
          await both.kit.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
