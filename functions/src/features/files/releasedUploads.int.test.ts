import { uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { uploadsDeletedCollection } from './removeFile';

/**
 * A photo or file taken out of a declared image or file field (the demo's proyectos declare
 * ImgArray as "Fotos") leaves the server with the save that takes it out: its record to
 * uploadsDeleted, the file and its thumbnail out of the files store (the port: local disk here,
 * Cloud Storage in the cloud). Kept when the save is refused, when another document (or a
 * trash copy) still holds it, and when the upload belongs to another document.
 */
const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
let app: TestApp;
const cookies: Record<string, string> = {};
let photo: Uint8Array;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'manager', 'employee', 'client'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
  photo = new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);
afterAll(() => app.close());

interface Answer {
  id: string;
  name: string;
  url: string;
  thumbUrl?: string;
}

let n = 0;
async function send(who: string, type: string, payload: unknown) {
  const id = `released-${++n}`;
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] ?? '' },
    json: { id, type, payload },
  });
  expect(res.status).toBe(200);
  return { id, body: (await res.json()) as { status: string; error?: string } };
}

async function project(docId: string, data: Record<string, unknown> = {}) {
  const created = await send('admin', 'document.create', {
    collection: 'proyectos',
    docId,
    data: { Name: docId, ...data },
  });
  expect(created.body).toMatchObject({ status: 'applied' });
}

async function upload(collection: string, docId: string, bytes = photo, name = 'foto.jpg'): Promise<Answer> {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  const res = await app.request(demo, `/api/files?collection=${collection}&docId=${docId}`, {
    method: 'POST',
    body: form,
    headers: { origin, cookie: cookies.employee ?? '' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Answer;
}

const merge = (who: string, docId: string, data: Record<string, unknown>) =>
  send(who, 'document.merge', { collection: 'proyectos', docId, data });

const stored = (url: string) => app.deps.files.read('demo', url.slice('/api/files/'.length));
const served = async (url: string) =>
  (await app.request(demo, url, { headers: { cookie: cookies.admin ?? '' } })).status;

/** `inTrash`: its document is a Deleted copy, whose files are not served (servedFile.ts). */
async function expectKept(up: Answer, inTrash = false) {
  expect(await stored(up.url)).not.toBeNull();
  expect(await app.deps.store.get('demo', uploadsCollection, up.id)).not.toBeNull();
  expect(await app.deps.store.get('demo', uploadsDeletedCollection, up.id)).toBeNull();
  expect(await served(up.url)).toBe(inTrash ? 404 : 200);
}

async function expectGone(up: Answer, by = 'u-employee') {
  expect(await stored(up.url)).toBeNull();
  if (up.thumbUrl) expect(await stored(up.thumbUrl)).toBeNull();
  expect(await served(up.url)).toBe(404);
  expect(await app.deps.store.get('demo', uploadsCollection, up.id)).toBeNull();
  expect(await app.deps.store.get('demo', uploadsDeletedCollection, up.id)).toMatchObject({
    url: up.url,
    deletedBy: by,
  });
}

/** Adds a field to the proyectos definition (main fields or journal fields). */
async function declare(role: 'fields' | 'secondaryFields', field: Record<string, unknown>) {
  const company = await app.deps.store.getCompany('demo');
  const defs = (company?.collectionsArray ?? []) as { key: string; [role: string]: unknown }[];
  const proyectos = defs.find((def) => def.key === 'proyectos');
  const defined = await send('admin', 'collection.update', {
    key: 'proyectos',
    changes: { [role]: [...((proyectos?.[role] as unknown[] | undefined) ?? []), field] },
  });
  expect(defined.body).toMatchObject({ status: 'applied' });
}

const ownerOf = async (up: Answer) =>
  ((await app.deps.store.get('demo', uploadsCollection, up.id)) as { owner?: unknown } | null)?.owner;

describe('a save that takes a photo out of the Fotos field', () => {
  it('removes that photo (file, thumbnail, record to uploadsDeleted, logged) and keeps the others', async () => {
    await project('p-rel-1');
    const [a, b] = [await upload('proyectos', 'p-rel-1'), await upload('proyectos', 'p-rel-1')];
    if (!a || !b) throw new Error('no uploads');
    expect((await merge('employee', 'p-rel-1', { ImgArray: [a.url, b.url] })).body.status).toBe('applied');
    expect(a.thumbUrl && (await stored(a.thumbUrl))).not.toBeNull();

    const { id, body } = await merge('employee', 'p-rel-1', { ImgArray: [b.url] });
    expect(body).toMatchObject({ status: 'applied' });
    await expectGone(a);
    await expectKept(b);
    expect(await app.deps.store.get('demo', 'logs', `${id}.1`)).toMatchObject({
      action: 'delete',
      collection: uploadsCollection,
      document: a.id,
      user: 'u-employee',
    });
  });

  it('a replace that leaves the field out removes its photos', async () => {
    await project('p-rel-2');
    const a = await upload('proyectos', 'p-rel-2');
    await merge('employee', 'p-rel-2', { ImgArray: [a.url] });
    const { body } = await send('employee', 'document.replace', {
      collection: 'proyectos',
      docId: 'p-rel-2',
      data: { Name: 'Sin fotos' },
    });
    expect(body).toMatchObject({ status: 'applied' });
    await expectGone(a);
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'an invalid change (an Estado proyectos do not offer)',
      'employee',
      { Estado: 'Nope' },
      'invalid_change',
    ],
    ['a caller who may not edit the project', 'client', {}, 'forbidden'],
  ])('refused for %s: the photo stays', async (_case, who, extra, error) => {
    const docId = `p-rel-refused-${who}`;
    await project(docId);
    const a = await upload('proyectos', docId);
    await merge('employee', docId, { ImgArray: [a.url] });
    const { body } = await merge(who, docId, { ImgArray: null, ...extra });
    expect(body).toMatchObject({ status: 'rejected', error });
    await expectKept(a);
    expect(await app.deps.store.get('demo', 'proyectos', docId)).toMatchObject({ ImgArray: [a.url] });
  });

  it('kept while another document holds it, or a trash copy does', async () => {
    await project('p-rel-3');
    const a = await upload('proyectos', 'p-rel-3');
    const b = await upload('proyectos', 'p-rel-3');
    await merge('employee', 'p-rel-3', { ImgArray: [a.url, b.url] });
    // A copy (an import of an export would make one) holds a; a deleted one holds b.
    await project('p-rel-copy', { ImgArray: [a.url] });
    await project('p-rel-trashed', { ImgArray: [b.url] });
    expect(
      (await send('admin', 'document.delete', { collection: 'proyectos', docId: 'p-rel-trashed' })).body,
    ).toMatchObject({ status: 'applied' });

    expect((await merge('employee', 'p-rel-3', { ImgArray: null })).body.status).toBe('applied');
    await expectKept(a);
    await expectKept(b);
  });

  it("never removes another document's upload named and taken out again", async () => {
    await project('p-rel-owner');
    await project('p-rel-other');
    const theirs = await upload('proyectos', 'p-rel-owner');
    await merge('employee', 'p-rel-owner', { ImgArray: [theirs.url] });
    await merge('employee', 'p-rel-other', { ImgArray: [theirs.url] });
    // The owner drops it first: p-rel-other still holds it.
    expect((await merge('employee', 'p-rel-owner', { ImgArray: null })).body.status).toBe('applied');
    await expectKept(theirs);
    expect((await merge('employee', 'p-rel-other', { ImgArray: null })).body.status).toBe('applied');
    await expectKept(theirs);
  });
});

describe('a save that takes a file out of a declared file field', () => {
  it('removes that file', async () => {
    await declare('secondaryFields', {
      key: 'Documentos',
      label: { es: 'Documentos', en: 'Documents' },
      type: 'file',
    });
    await project('p-rel-files');
    const journal = await send('admin', 'document.create', {
      collection: 'diarios',
      docId: 'd-rel-files',
      data: { ProjectId: 'p-rel-files', Name: 'Visita' },
    });
    expect(journal.body).toMatchObject({ status: 'applied' });
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
    );
    const file = await upload('diarios', 'd-rel-files', pdf, 'presupuesto.pdf');
    const item = { name: file.name, url: file.url };
    const edit = (data: Record<string, unknown>) =>
      send('employee', 'document.merge', { collection: 'diarios', docId: 'd-rel-files', data });
    expect((await edit({ Documentos: [item] })).body.status).toBe('applied');
    await expectKept(file);
    expect((await edit({ Documentos: [] })).body.status).toBe('applied');
    await expectGone(file);
  });
});

describe('a signature drawn again or cleared (issue 13 signature field)', () => {
  let png: Uint8Array;
  beforeAll(async () => {
    await declare('fields', { key: 'Firma', label: { es: 'Firma', en: 'Signature' }, type: 'signature' });
    png = new Uint8Array(
      await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff0' } })
        .png()
        .toBuffer(),
    );
  });
  const sign = () => upload('proyectos', 'p-rel-sig', png, 'firma.png');

  it('removes the old PNG when signed again, and the last one when cleared', async () => {
    await project('p-rel-sig');
    const first = await sign();
    expect((await merge('employee', 'p-rel-sig', { Firma: first.url })).body.status).toBe('applied');
    await expectKept(first);

    const second = await sign();
    const { id, body } = await merge('employee', 'p-rel-sig', { Firma: second.url });
    expect(body).toMatchObject({ status: 'applied' });
    await expectGone(first);
    await expectKept(second);
    expect(await app.deps.store.get('demo', 'logs', `${id}.1`)).toMatchObject({
      action: 'delete',
      collection: uploadsCollection,
      document: first.id,
    });

    const cleared = await send('employee', 'document.merge', {
      collection: 'proyectos',
      docId: 'p-rel-sig',
      data: {},
      remove: ['Firma'],
    });
    expect(cleared.body).toMatchObject({ status: 'applied' });
    await expectGone(second);
  });

  it('kept when the change is refused, and while another document holds it', async () => {
    await project('p-rel-sig-kept');
    const held = await upload('proyectos', 'p-rel-sig-kept', png, 'firma.png');
    await merge('employee', 'p-rel-sig-kept', { Firma: held.url });
    const refused = await merge('employee', 'p-rel-sig-kept', { Firma: null, Estado: 'Nope' });
    expect(refused.body).toMatchObject({ status: 'rejected', error: 'invalid_change' });
    await expectKept(held);
    // A copy (an import would make one) holds the same signature.
    await project('p-rel-sig-copy', { Firma: held.url });
    expect((await merge('employee', 'p-rel-sig-kept', { Firma: null })).body.status).toBe('applied');
    await expectKept(held);
  });
});

describe('emptying the trash (trash.empty)', () => {
  const emptyTrash = (who = 'admin') => send(who, 'trash.empty', { collKey: 'proyectos' });
  const remove = async (docId: string) =>
    expect((await send('admin', 'document.delete', { collection: 'proyectos', docId })).body).toMatchObject({
      status: 'applied',
    });

  it("takes the erased copies' photos and signatures along, not one another document holds", async () => {
    await project('p-trash-1');
    const [a, b, signature] = [
      await upload('proyectos', 'p-trash-1'),
      await upload('proyectos', 'p-trash-1'),
      await upload('proyectos', 'p-trash-1'),
    ];
    if (!a || !b || !signature) throw new Error('no uploads');
    await merge('employee', 'p-trash-1', { ImgArray: [a.url, b.url], Firma: signature.url });
    await project('p-trash-holder', { ImgArray: [b.url] });
    // Two copies holding the same photo, both erased by the same command: it goes.
    await project('p-trash-2');
    const shared = await upload('proyectos', 'p-trash-2');
    await merge('employee', 'p-trash-2', { ImgArray: [shared.url] });
    await project('p-trash-2-copy', { ImgArray: [shared.url] });
    for (const docId of ['p-trash-1', 'p-trash-2', 'p-trash-2-copy']) await remove(docId);

    const refused = await emptyTrash('client');
    expect(refused.body).toMatchObject({ status: 'rejected', error: 'forbidden' });
    for (const kept of [a, b, signature, shared]) await expectKept(kept, true);

    const { id, body } = await emptyTrash();
    expect(body).toMatchObject({ status: 'applied' });
    await expectGone(a, 'u-admin');
    await expectGone(signature, 'u-admin');
    await expectGone(shared, 'u-admin');
    // Held by p-trash-holder; served by its owner's rules, and its owner is gone.
    await expectKept(b, true);
    expect(await app.deps.store.get('demo', 'proyectosDeleted', 'p-trash-1')).toBeNull();
    const logs = await app.deps.store.query('demo', {
      collection: 'logs',
      where: [['collection', '==', uploadsCollection]],
    });
    const released = logs.filter((log) => log.FireId.startsWith(`${id}.`)).map((log) => log.document);
    expect(released.sort()).toEqual([a.id, signature.id, shared.id].sort());
  });

  it('keeps what the live document of the same id holds again', async () => {
    await project('p-trash-again');
    const a = await upload('proyectos', 'p-trash-again');
    const b = await upload('proyectos', 'p-trash-again');
    await merge('employee', 'p-trash-again', { ImgArray: [a.url, b.url] });
    await remove('p-trash-again');
    // The id is free again: a new project takes it and holds one of the old photos.
    await project('p-trash-again', { ImgArray: [a.url] });
    expect((await emptyTrash()).body).toMatchObject({ status: 'applied' });
    await expectKept(a);
    await expectGone(b, 'u-admin');
    expect(await app.deps.store.get('demo', 'proyectos', 'p-trash-again')).toMatchObject({
      ImgArray: [a.url],
    });
  });
});

describe('a moved document takes its uploads along (document.move)', () => {
  const move = (who: string, docId: string, to: string) =>
    send(who, 'document.move', { collection: 'proyectos', docId, to });

  it('its records name the new collection, so a later save there releases them', async () => {
    await project('p-move-1');
    const [a, b] = [await upload('proyectos', 'p-move-1'), await upload('proyectos', 'p-move-1')];
    if (!a || !b) throw new Error('no uploads');
    await merge('employee', 'p-move-1', { ImgArray: [a.url, b.url] });
    // A manager (no level 100: the write policy lets the move carry the owner, nothing more).
    expect((await move('manager', 'p-move-1', 'obras')).body).toMatchObject({ status: 'applied' });
    for (const up of [a, b]) expect(await ownerOf(up)).toEqual({ collection: 'obras', docId: 'p-move-1' });
    await expectKept(a);

    const edit = await send('manager', 'document.merge', {
      collection: 'obras',
      docId: 'p-move-1',
      data: { ImgArray: [b.url] },
    });
    expect(edit.body).toMatchObject({ status: 'applied' });
    await expectGone(a, 'u-manager');
    await expectKept(b);
  });

  it('a move into the trash keeps the owner, and a refused move changes nothing', async () => {
    await project('p-move-2', { Importe: 'mucho' });
    const a = await upload('proyectos', 'p-move-2');
    await merge('employee', 'p-move-2', { ImgArray: [a.url] });
    const owner = { collection: 'proyectos', docId: 'p-move-2' };
    // obras declares Importe a currency: refused once the move's writes are staged.
    const refused = await move('manager', 'p-move-2', 'obras');
    expect(refused.body).toMatchObject({ status: 'rejected', error: 'invalid_change' });
    expect(await ownerOf(a)).toEqual(owner);
    expect(await app.deps.store.get('demo', 'proyectos', 'p-move-2')).not.toBeNull();

    expect((await move('employee', 'p-move-2', 'proyectosDeleted')).body).toMatchObject({
      status: 'applied',
    });
    expect(await ownerOf(a)).toEqual(owner);
    const restored = await send('employee', 'document.restore', {
      collection: 'proyectos',
      docId: 'p-move-2',
    });
    expect(restored.body).toMatchObject({ status: 'applied' });
    expect((await merge('employee', 'p-move-2', { ImgArray: null })).body.status).toBe('applied');
    await expectGone(a);
  });
});
