import type { FileRecordPayload } from '@colmena/shared/files';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, commandKit } from '../documents/testing/commandKit';

const record = (id: string, owner: FileRecordPayload['owner']): FileRecordPayload => ({
  uploadId: id,
  name: 'Cocina.jpg',
  filePath: `uploads/2026/02/${id}-cocina.jpg`,
  type: 'image',
  extension: 'jpg',
  mime: 'image/jpeg',
  size: 1234,
  server: 'firebase',
  owner,
  url: `/api/files/uploads/2026/02/${id}-cocina.jpg`,
  thumbUrl: `/api/files/uploads/2026/02/${id}-cocina.thumb.jpg`,
});

describe('file.record', () => {
  it.each<[string, Actor, FileRecordPayload['owner'], boolean]>([
    [
      'an employee on a project they may edit',
      actors.employee,
      { collection: 'proyectos', docId: 'p1' },
      true,
    ],
    ['a client on a project (below lvlEdit)', actors.client, { collection: 'proyectos', docId: 'p1' }, false],
    ['a client on an incident they own', actors.client, { collection: 'incidencias', docId: 'i1' }, true],
    [
      'an employee on an incident they do not own',
      actors.employee,
      { collection: 'incidencias', docId: 'i1' },
      false,
    ],
    [
      'an employee on a journal of a project they may edit',
      actors.employee,
      { collection: 'diarios', docId: 'd1' },
      true,
    ],
    ['anyone on a missing document', actors.admin, { collection: 'proyectos', docId: 'nope' }, false],
    ['anyone on a fixed collection', actors.admin, { collection: 'agenda', docId: 'c-admin' }, false],
    ['level 100 for the company', actors.admin, { company: true }, true],
    ['a manager for the company', actors.manager, { company: true }, false],
  ])('%s: applied %s', async (_name, actor, owner, applied) => {
    const kit = await commandKit();
    try {
      await kit.put('proyectos', { p1: { Name: 'P' } });
      await kit.put('diarios', { d1: { ProjectId: 'p1' } });
      await kit.put('incidencias', { i1: { Name: 'I', owners: ['c-client'] } });
      if (applied) {
        expect(await kit.run('file.record', record('u1', owner), actor)).toMatchObject({ status: 'applied' });
        expect(kit.docs('uploads').u1).toMatchObject({ user: actor.uid, owner, type: 'image' });
      } else {
        const { outcome, othersUnchanged } = await kit.runRejected('file.record', record('u1', owner), actor);
        expect(outcome.status).toBe('rejected');
        expect(othersUnchanged).toBe(true);
      }
    } finally {
      await kit.close();
    }
  });

  it('never overwrites a record; a replay writes the same records and logs', async () => {
    const kit = await commandKit();
    try {
      // Created by a command, as a replay needs (a seeded document is not in the log).
      const created = { collection: 'proyectos', docId: 'p1', data: { Name: 'P' } };
      expect(await kit.run('document.create', created, actors.employee)).toMatchObject({ status: 'applied' });
      const owner = { collection: 'proyectos', docId: 'p1' };
      expect(await kit.run('file.record', record('u1', owner), actors.employee)).toMatchObject({
        status: 'applied',
      });
      expect(await kit.run('file.record', record('u1', owner), actors.admin)).toMatchObject({
        status: 'rejected',
        error: 'file_upload_error',
      });
      expect(await kit.run('file.record', record('u2', { company: true }), actors.admin)).toMatchObject({
        status: 'applied',
      });
      const replayed = (await kit.replayed()).filter(
        (r) => r.collection === 'uploads' || r.collection === 'logs',
      );
      const original = kit.rows().filter((r) => r.collection === 'uploads' || r.collection === 'logs');
      expect(replayed).toEqual(original);
      expect(replayed.filter((r) => r.collection === 'uploads')).toHaveLength(2);
    } finally {
      await kit.close();
    }
  });
});
