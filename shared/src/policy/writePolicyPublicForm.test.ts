import { describe, expect, it } from 'vitest';
import { canWrite, mayWriteIn, type WriteActor } from './writePolicy';
import { area, type Row, t } from './writePolicy.fixtures';

/** A visitor's submission of a published form that creates `proyectos` documents. */
const form: WriteActor = {
  uid: 'publicForm:w-1',
  lvl: -1,
  contactId: null,
  publicFormCollection: 'proyectos',
};
/** The same, had the actor been given a level by mistake: the form's target still bounds it. */
const formAt100: WriteActor = { ...form, lvl: 100 };
/** A form of the collection clients may create in (lvlCreate −1). */
const formsForm: WriteActor = { ...form, publicFormCollection: 'forms' };

describe('a published form writes only its own target', () => {
  it.each<Row>([
    ['creates in its collection', form, t('proyectos', { kind: 'create', after: { Name: 'A' } }), true],
    [
      'creates in its collection at any level',
      formAt100,
      t('proyectos', { kind: 'create', after: {} }),
      true,
    ],
    ['a client-creatable collection: its own', formsForm, t('forms', { kind: 'create', after: {} }), true],
    ['never merges there', formAt100, t('proyectos', { kind: 'merge', before: {}, after: {} }), false],
    ['never replaces there', formAt100, t('proyectos', { kind: 'replace', before: {}, after: {} }), false],
    ['never deletes there', formAt100, t('proyectos', { kind: 'delete', before: {} }), false],
    [
      'never restores there',
      formAt100,
      t('proyectos', { kind: 'create', after: {}, viaRestore: true }),
      false,
    ],
    ['not another company collection', formAt100, t('secret', { kind: 'create', after: {} }), false],
    ['not a collection clients may fill', form, t('forms', { kind: 'create', after: {} }), false],
    ['not its collection’s journals', formAt100, t('diarios', { kind: 'create', after: {} }), false],
    ['not a fixed collection', formAt100, t('widgets', { kind: 'create', after: {} }), false],
    ['not the agenda', formAt100, t('agenda', { kind: 'create', after: {}, byContactCommand: true }), false],
    ['not an unknown collection', formAt100, t('elsewhere', { kind: 'create', after: {} }), false],
    ['not a system collection', formAt100, t('logs', { kind: 'create', after: {} }), false],
    [
      'not a deleted copy',
      formAt100,
      t('proyectosDeleted', { kind: 'create', after: {}, viaRemoval: true }),
      false,
    ],
  ])('%s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });

  it.each([
    ['proyectos', form, true],
    ['proyectos', formAt100, true],
    ['secret', formAt100, false],
    ['forms', form, false],
    ['diarios', formAt100, false],
    ['widgets', formAt100, false],
    ['elsewhere', formAt100, false],
    ['proyectosDeleted', formAt100, false],
  ] as const)('mayWriteIn %s: %s', (collection, actor, expected) => {
    expect(mayWriteIn(actor, area(collection))).toBe(expected);
  });
});
