import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actors, commandKit, type StoredRow } from '../../features/documents/testing/commandKit';

/** A few ids and collections, so commands keep colliding: creates over existing ids, moves back and forth. */
const docIds = ['a', 'b', 'c'];
const collections = ['proyectos', 'diarios', 'proyectosDeleted', 'otros'];
const docId = fc.constantFrom(...docIds);
/** Contacts get generated ids (new-1, new-2...), shared with documents created without docId. */
const contactId = fc.constantFrom('new-1', 'new-2', 'new-3');
const collection = fc.constantFrom(...collections);
const data = fc.record(
  {
    Name: fc.string({ maxLength: 5 }),
    ProjectId: docId,
    n: fc.integer({ min: -5, max: 5 }),
    nested: fc.record({ x: fc.boolean() }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('document.create'),
      payload: fc.record({ collection, data, docId: fc.option(docId, { nil: undefined }) }),
    }),
  },
  fc.record({ type: fc.constant('document.merge'), payload: fc.record({ collection, docId, data }) }),
  fc.record({ type: fc.constant('document.replace'), payload: fc.record({ collection, docId, data }) }),
  fc.record({ type: fc.constant('document.delete'), payload: fc.record({ collection, docId }) }),
  fc.record({
    type: fc.constant('document.move'),
    payload: fc.record({ collection, docId, to: collection }),
  }),
  fc.record({
    type: fc.constant('project.deleteData'),
    payload: fc.record({ collKey: fc.constant('proyectos'), projectId: docId }),
  }),
  // The agenda's commands are recorded in the same log (their account step is not the store's).
  fc.record({
    type: fc.constant('contact.create'),
    payload: fc.record({ uid: fc.constantFrom('u-x', 'u-y'), Name: fc.string({ maxLength: 5 }) }),
  }),
  fc.record({
    type: fc.constant('contact.update'),
    payload: fc.record({ contactId: contactId, Surname: fc.string({ maxLength: 5 }) }),
  }),
);
const step = fc.record({
  command,
  actor: fc.constantFrom(actors.admin, actors.admin, actors.employee, actors.client),
  advanceMs: fc.nat(5000),
});

/** fast-check's records leave an optional key out or set it to undefined: JSON has no undefined. */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const withoutRejected = (rows: StoredRow[]) =>
  rows.filter((row) => !(row.collection === 'commands' && row.data.status === 'rejected'));

describe('replay and journal counts (property)', () => {
  it('replaying the stored commands into an empty store gives identical documents', async () => {
    const outcomes = { applied: 0, rejected: 0 };
    let contactsApplied = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const kit = await commandKit();
        try {
          for (const { command, actor, advanceMs } of steps) {
            kit.clock.advance(advanceMs);
            const { status } = await kit.run(command.type, json(command.payload), actor);
            outcomes[status]++;
            if (status === 'applied' && command.type.startsWith('contact.')) contactsApplied++;
          }
          expect(await kit.replayed()).toEqual(withoutRejected(kit.rows('t1')));
          // And along the way every project kept JournalsCount equal to its journals.
          const journals = Object.values(kit.docs('diarios'));
          for (const [id, project] of Object.entries(kit.docs('proyectos'))) {
            expect(project.JournalsCount).toBe(journals.filter((j) => j.ProjectId === id).length);
          }
        } finally {
          await kit.close();
        }
      }),
      { numRuns: 150 },
    );
    // The sequences must mostly do something, or the property proves little.
    expect(outcomes.applied).toBeGreaterThan((outcomes.applied + outcomes.rejected) / 5);
    expect(contactsApplied).toBeGreaterThan(20);
  });
});
