import { describe, expect, it } from 'vitest';
import type { WriteActor, WriteTarget } from '../writePolicy';
import { uploadsRules } from './uploads';

const employee: WriteActor = { uid: 'u-emp', lvl: 0, contactId: 'c-emp' };
const admin: WriteActor = { uid: 'u-admin', lvl: 100, contactId: 'c-admin' };
const area = { kind: 'fixed', name: 'uploads' } as unknown as WriteTarget['area'];

describe('uploads write rules', () => {
  it.each<[string, WriteActor, Partial<WriteTarget>, boolean]>([
    [
      'an employee creates the record of their own upload',
      employee,
      { kind: 'create', after: { user: 'u-emp' } },
      true,
    ],
    [
      'an employee cannot create one in another name',
      employee,
      { kind: 'create', after: { user: 'u-admin' } },
      false,
    ],
    [
      'an employee cannot change a record',
      employee,
      { kind: 'merge', before: { user: 'u-emp' }, after: { user: 'u-emp' } },
      false,
    ],
    ['an employee cannot delete a record', employee, { kind: 'delete', before: { user: 'u-emp' } }, false],
    [
      'file.remove deletes a record (it checked the owning document first)',
      employee,
      { kind: 'delete', before: { user: 'u-admin' }, byUploadCommand: true },
      true,
    ],
    [
      'file.remove never creates or changes one',
      employee,
      { kind: 'merge', before: { user: 'u-admin' }, after: { user: 'u-emp' }, byUploadCommand: true },
      false,
    ],
    [
      "document.move carries a record's owner along (a merge of owner alone)",
      employee,
      {
        kind: 'merge',
        before: { user: 'u-admin', owner: { collection: 'a', docId: 'p-1' } },
        after: { user: 'u-admin', owner: { collection: 'b', docId: 'p-1' } },
        changed: ['owner'],
        byUploadCommand: true,
      },
      true,
    ],
    [
      'a merge of owner by another command is refused',
      employee,
      { kind: 'merge', before: { user: 'u-admin' }, after: { user: 'u-admin' }, changed: ['owner'] },
      false,
    ],
    [
      'a merge of owner and anything else is refused',
      employee,
      {
        kind: 'merge',
        before: { user: 'u-admin' },
        after: { user: 'u-emp' },
        changed: ['owner', 'user'],
        byUploadCommand: true,
      },
      false,
    ],
    [
      'an upload command merging one field other than owner is refused',
      employee,
      {
        kind: 'merge',
        before: { user: 'u-admin' },
        after: { user: 'u-emp' },
        changed: ['user'],
        byUploadCommand: true,
      },
      false,
    ],
    [
      'an upload command replacing a record whole is refused, even naming owner alone',
      employee,
      {
        kind: 'replace',
        before: { user: 'u-admin', owner: { collection: 'a', docId: 'p-1' } },
        after: { user: 'u-emp', owner: { collection: 'b', docId: 'p-1' } },
        changed: ['owner'],
        byUploadCommand: true,
      },
      false,
    ],
    [
      'nor does it create one in another name',
      employee,
      { kind: 'create', after: { user: 'u-admin' }, byUploadCommand: true },
      false,
    ],
    ['level 100 writes any', admin, { kind: 'delete', before: { user: 'u-emp' } }, true],
    // A create that names no record at all is refused, never a crash of the check.
    [
      'an employee cannot create a record with no body',
      employee,
      { kind: 'create', after: undefined },
      false,
    ],
  ])('%s', (_name, actor, target, expected) => {
    expect(uploadsRules.write.canWrite(actor, { area, kind: 'create', ...target })).toBe(expected);
  });

  it('only level 100 passes the coarse check of the generic commands', () => {
    expect(uploadsRules.write.mayWriteIn(employee)).toBe(false);
    expect(uploadsRules.write.mayWriteIn(admin)).toBe(true);
  });
});
