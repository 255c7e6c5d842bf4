import { describe, expect, it } from 'vitest';
import { canWrite, mayWriteIn } from '../writePolicy';
import { collectionArea, fixedWritableCollections, systemCollections } from '../writePolicyArea';
import {
  fixedCollections,
  fixedReadRule,
  fixedWriteRules,
  isDeletedCopyName,
  isFixedCollection,
  isSystemCollection,
} from './registry';

/** Names an object inherits: a lookup by a tenant's collection name must never find them. */
const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

describe('the registry', () => {
  it('lists every fixed collection of ARCHITECTURE §3 but the system ones as writable', () => {
    expect(systemCollections).toEqual(['logs', 'commands', 'meta', 'companyVersion', 'automationRuns']);
    expect(fixedWritableCollections).toEqual([
      'colors',
      'widgets',
      'agenda',
      'messages',
      'tasksMessages',
      'packs',
      'uploads',
      'imports',
      'exportJobs',
      'automations',
    ]);
  });

  it.each<[string, boolean, boolean]>([
    ['agenda', true, false],
    ['logs', true, true],
    ['meta', true, true],
    ['widgets', true, false],
    ['proyectos', false, false],
    ['Agenda', false, false],
    ['', false, false],
    ...inherited.map((name): [string, boolean, boolean] => [name, false, false]),
  ])('%s: fixed %s, system %s', (name, fixed, system) => {
    expect(isFixedCollection(name)).toBe(fixed);
    expect(isSystemCollection(name)).toBe(system);
  });

  it.each(inherited)('%s is no fixed collection for reads or writes', (name) => {
    expect(fixedReadRule(name)).toBeNull();
    expect(collectionArea(name, [])).toEqual({ kind: 'unknown' });
    const admin = { uid: 'u-admin', lvl: 100, contactId: 'c-admin' };
    expect(canWrite(admin, { area: collectionArea(name, []), kind: 'create', after: {} })).toBe(true);
    expect(mayWriteIn({ ...admin, lvl: 50 }, collectionArea(name, []))).toBe(false);
  });

  it('every collection but meta declares its reads; meta is left to the definitions', () => {
    for (const name of Object.keys(fixedCollections)) {
      expect(fixedReadRule(name) === null).toBe(name === 'meta');
    }
  });

  it('the writable ones have write rules, the system ones are the runner’s', () => {
    for (const name of fixedWritableCollections)
      expect(typeof fixedWriteRules(name).canWrite).toBe('function');
    for (const name of systemCollections) expect(fixedCollections[name].write).toBe('runner');
  });

  it.each([
    ['proyectosDeleted', true],
    ['xDeleted', true],
    ['DeletedDeleted', true],
    ['Deleted', false],
    ['proyectos', false],
    ['Deletedx', false],
    ['proyectosdeleted', false],
  ])('%s is a deleted copy name: %s', (name, expected) => {
    expect(isDeletedCopyName(name)).toBe(expected);
  });
});
