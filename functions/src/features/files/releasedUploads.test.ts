import { uploadsCollection } from '@colmena/shared/files';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxCopiesErasedAtOnce, maxLinksAtOnce, maxWritesAtOnce } from '../documents/emptyTrash';
import { actors, type CommandKit, commandKit } from '../documents/testing/commandKit';
import { uploadsDeletedCollection } from './removeFile';

/**
 * trash.empty and document.move with uploads, on the runner alone (no bytes: the after step is
 * not run here; releasedUploads.int covers the files): the erasure's bound counts the links a
 * copy holds, a move carries the owner, and a replay of either ends with the same rows.
 */
let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
});
afterEach(() => kit.close());

const path = (id: string) => `uploads/2026/03/${id}-foto.jpg`;
const url = (id: string) => `/api/files/${path(id)}`;
const record = (id: string, owner: { collection: string; docId: string }) => ({
  name: 'foto.jpg',
  filePath: path(id),
  type: 'image',
  extension: 'jpg',
  mime: 'image/jpeg',
  size: 10,
  server: 'firebase',
  owner,
  url: url(id),
  date: '2026-03-01T08:00:00.000Z',
  user: 'u-employee',
});

/** The upload's record written as the server writes it (file.record), so a replay has it too. */
async function recorded(id: string, owner: { collection: string; docId: string }) {
  const { date: _date, user: _user, ...payload } = record(id, owner);
  const outcome = await kit.run('file.record', { uploadId: id, ...payload }, actors.employee);
  expect(outcome).toMatchObject({ status: 'applied' });
}

const create = async (docId: string, data: Record<string, unknown>) =>
  expect(
    await kit.run('document.create', { collection: 'proyectos', docId, data: { Name: docId, ...data } }),
  ).toMatchObject({ status: 'applied' });

/** `count` trashed projects, each holding `photos` uploads of its own in ImgArray. */
async function trashWithPhotos(count: number, photos: number) {
  const copies: Record<string, Record<string, unknown>> = {};
  const uploads: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < count; i++) {
    const docId = `p${i}`;
    const ids = Array.from({ length: photos }, (_, j) => `u${i}x${j}`);
    copies[docId] = { Name: docId, ImgArray: ids.map(url), deletedBy: 'u-admin' };
    for (const id of ids) uploads[id] = record(id, { collection: 'proyectos', docId });
  }
  await kit.put('proyectosDeleted', copies);
  await kit.put(uploadsCollection, uploads);
}

describe('trash.empty with photos', () => {
  it('counts the links a copy holds against its bound, and the rest goes at the next command', async () => {
    // 100 copies of 10 photos: 32 writes and 10 links each.
    await trashWithPhotos(100, 10);
    const fit = Math.min(Math.floor(maxWritesAtOnce / (2 + 3 * 10)), Math.floor(maxLinksAtOnce / 10));
    expect(fit).toBeGreaterThan(1);
    const first = await kit.run('trash.empty', { collKey: 'proyectos' }, actors.employee);
    expect(first).toMatchObject({ status: 'applied', result: { more: true } });
    expect(Object.keys(kit.docs('proyectosDeleted'))).toHaveLength(100 - fit);
    expect(Object.keys(kit.docs(uploadsDeletedCollection))).toHaveLength(fit * 10);
    let more = true;
    for (let i = 0; more && i < 100; i++) {
      const next = await kit.run('trash.empty', { collKey: 'proyectos' }, actors.employee);
      more = (next as { result?: { more?: boolean } }).result?.more === true;
    }
    expect(kit.docs('proyectosDeleted')).toEqual({});
    expect(kit.docs(uploadsCollection)).toEqual({});
    expect(Object.keys(kit.docs(uploadsDeletedCollection))).toHaveLength(1000);
  });

  it('replays to the same rows (photos released, one kept by the live document of the same id)', async () => {
    for (const docId of ['p1', 'p2']) await create(docId, {});
    for (const id of ['a1', 'a2', 'a3']) await recorded(id, { collection: 'proyectos', docId: 'p1' });
    await recorded('b1', { collection: 'proyectos', docId: 'p2' });
    await kit.run('document.merge', {
      collection: 'proyectos',
      docId: 'p1',
      data: { ImgArray: [url('a1'), url('a2'), url('a3')] },
    });
    await kit.run('document.merge', {
      collection: 'proyectos',
      docId: 'p2',
      data: { ImgArray: [url('b1')] },
    });
    for (const docId of ['p1', 'p2'])
      await kit.run('document.delete', { collection: 'proyectos', docId }, actors.employee);
    await create('p1', { ImgArray: [url('a2')] });
    const emptied = await kit.run('trash.empty', { collKey: 'proyectos' }, actors.employee);
    expect(emptied).toMatchObject({ status: 'applied', result: { more: false } });
    expect(Object.keys(kit.docs(uploadsCollection))).toEqual(['a2']);
    expect(Object.keys(kit.docs(uploadsDeletedCollection)).sort()).toEqual(['a1', 'a3', 'b1']);
    expect(await kit.replayed()).toEqual(kit.rows());
  });

  it('still erases maxCopiesErasedAtOnce copies without photos at once', async () => {
    await trashWithPhotos(maxCopiesErasedAtOnce + 1, 0);
    const first = await kit.run('trash.empty', { collKey: 'proyectos' });
    expect(first).toMatchObject({ status: 'applied', result: { more: true } });
    expect(Object.keys(kit.docs('proyectosDeleted'))).toHaveLength(1);
  });

  it('always takes one copy, however many links it holds', async () => {
    await trashWithPhotos(2, 400);
    const first = await kit.run('trash.empty', { collKey: 'proyectos' });
    expect(first).toMatchObject({ status: 'applied', result: { more: true } });
    expect(Object.keys(kit.docs('proyectosDeleted'))).toHaveLength(1);
    expect(Object.keys(kit.docs(uploadsDeletedCollection))).toHaveLength(400);
  });
});

describe('document.move with uploads', () => {
  it("carries its uploads' owner, leaves others', and replays to the same rows", async () => {
    await create('p1', {});
    await create('p2', {});
    for (const id of ['a1', 'a2']) await recorded(id, { collection: 'proyectos', docId: 'p1' });
    await recorded('b1', { collection: 'proyectos', docId: 'p2' });
    // a2 is not in a field (its form not saved yet): the document's all the same.
    await kit.run('document.merge', {
      collection: 'proyectos',
      docId: 'p1',
      data: { ImgArray: [url('a1')] },
    });
    const moved = await kit.run('document.move', { collection: 'proyectos', docId: 'p1', to: 'incidencias' });
    expect(moved).toMatchObject({ status: 'applied' });
    const uploads = kit.docs(uploadsCollection);
    expect(uploads.a1?.owner).toEqual({ collection: 'incidencias', docId: 'p1' });
    expect(uploads.a2?.owner).toEqual({ collection: 'incidencias', docId: 'p1' });
    expect(uploads.b1?.owner).toEqual({ collection: 'proyectos', docId: 'p2' });

    // Into the trash and back: the copy is the same document, its owner unchanged.
    await kit.run('document.delete', { collection: 'incidencias', docId: 'p1' });
    await kit.run('document.restore', { collection: 'incidencias', docId: 'p1' });
    expect(kit.docs(uploadsCollection).a1?.owner).toEqual({ collection: 'incidencias', docId: 'p1' });
    expect(await kit.replayed()).toEqual(kit.rows());
  });

  it('a refused move (forbidden) changes no owner', async () => {
    await kit.put('proyectos', { p1: { Name: 'P' } });
    await kit.put(uploadsCollection, { a1: record('a1', { collection: 'proyectos', docId: 'p1' }) });
    const { outcome, othersUnchanged } = await kit.runRejected(
      'document.move',
      { collection: 'proyectos', docId: 'p1', to: 'incidencias' },
      actors.employee,
    );
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(othersUnchanged).toBe(true);
  });
});
