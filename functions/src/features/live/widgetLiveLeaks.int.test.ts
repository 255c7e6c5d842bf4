import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveFollower } from '../../testing/liveFollower';
import { type LiveTestServer, startLiveTestServer } from '../../testing/liveTestServer';

/**
 * Issue 10: a client never receives a widget or a row they may not see, live included. Every
 * forbidden thing written here carries the word SECRETO, and no stream may ever carry it; the
 * allowed ones must arrive. Widgets change through the editor's commands, as in the product.
 */

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const secret = 'SECRETO';
/** A text the desktop may show and the phone may not (the widget is taken off phones). */
const deskOnly = 'Solo en el escritorio';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

/** A widget command as the level-100 editor sends it; fails the test unless applied. */
async function command(type: string, payload: unknown): Promise<void> {
  const answer = await s.post('admin', '/api/commands', { id: randomUUID(), type, payload });
  expect(answer.body, `${type} ${JSON.stringify(payload)}`).toMatchObject({ status: 'applied' });
}
const save = (docId: string, widget: Record<string, unknown>, isNew = false) =>
  command(isNew ? 'widget.create' : 'widget.update', { docId, widget: { type: 'text', ...widget } });

const widgetList = { collection: 'widgets' };
const companyList = { collection: 'widgets', where: [['place', '==', 'company']] };
const publicList = { collection: 'widgets', where: [['place', '==', 'public']] };

describe('the live widget list never carries a widget the client may not see', () => {
  it('as widgets are made, hidden, shown, drafted, moved off the phone and deleted', async () => {
    const subs = [
      { id: 'all', query: widgetList },
      { id: 'company', query: companyList },
    ];
    const desk = new LiveFollower(await s.open('client', subs));
    const mobile = new LiveFollower(await s.open('client', subs, { headers: { 'user-agent': phone } }));
    const visitor = new LiveFollower(await s.open('nobody', [{ id: 'public', query: publicList }]));
    const streams = { desk, mobile, visitor };

    // The demo seed, by spec §6 for a client (Rol Cliente, level 0).
    await desk.until('the client’s first widget list', (f) => f.ids('all').length > 0);
    expect(desk.ids('all')).toEqual([
      'w-company-calendar',
      'w-company-my-issues',
      'w-journal-notes',
      'w-project-photos',
      'w-project-qr',
      'w-project-summary',
      'w-public-about',
      'w-public-contact',
      'w-public-gallery',
    ]);
    await mobile.until('the phone’s first list', (f) => f.ids('all').length > 0);
    expect(mobile.ids('all')).toEqual([
      'w-company-calendar',
      'w-company-my-issues',
      'w-journal-notes',
      'w-project-summary',
      'w-public-about',
      'w-public-contact',
    ]);
    await visitor.until('the visitor’s list', (f) => f.ids('public').length > 0);
    expect(visitor.ids('public')).toEqual(['w-public-about', 'w-public-contact', 'w-public-gallery']);

    // For level 100 only, and a widget for clients on desktops.
    await save(
      'w-leak-god',
      { place: 'company', consumer: 'god', mobile: true, title: `${secret} god` },
      true,
    );
    await save('w-leak-client', { place: 'company', consumer: 'client', title: 'Para clientes' }, true);
    await desk.until('the client widget arrives', (f) => f.ids('company').includes('w-leak-client'));

    // Raised to level 100 with a new, secret title: it leaves, and its new version never travels.
    await save('w-leak-client', { place: 'company', consumer: 'god', title: `${secret} ascendido` });
    await desk.until('the raised widget leaves', (f) => !f.ids('all').includes('w-leak-client'));
    await desk.until('…from both lists', (f) => !f.ids('company').includes('w-leak-client'));

    // A draft is level 100's; once ready it reaches the client, on the phone too (mobile).
    await save(
      'w-leak-draft',
      { place: 'company', consumer: 'client', ready: false, mobile: true, title: `${secret} borrador` },
      true,
    );
    await save('w-leak-draft', {
      place: 'company',
      consumer: 'client',
      ready: true,
      mobile: true,
      title: 'Publicado',
    });
    await desk.until('the published draft arrives', (f) => f.ids('company').includes('w-leak-draft'));
    await mobile.until('…on the phone too', (f) => f.ids('company').includes('w-leak-draft'));

    // Off the phone with a secret text: the phone loses it without seeing the text.
    await save('w-leak-draft', {
      place: 'company',
      consumer: 'client',
      ready: true,
      info: deskOnly,
    });
    await mobile.until(
      'the phone loses the desktop-only widget',
      (f) => !f.ids('all').includes('w-leak-draft'),
    );
    await desk.until('the desktop keeps it', (f) =>
      f.history('company', 'w-leak-draft').includes('modified'),
    );

    await command('widget.delete', { docId: 'w-leak-draft' });
    await desk.until('the deleted widget leaves', (f) => !f.ids('all').includes('w-leak-draft'));

    // The public page: a public widget for level 100 never reaches a visitor; a plain one does.
    await save(
      'w-leak-public-god',
      { place: 'public', consumer: 'god', mobile: true, title: `${secret} público` },
      true,
    );
    await save('w-leak-public', { place: 'public', mobile: true, title: 'Público' }, true);
    await visitor.until('the public widget arrives', (f) => f.ids('public').includes('w-leak-public'));

    // Last, one widget every stream shows: whatever came before it on a subscription has come.
    await save('w-zz-end', { place: 'public', mobile: true, title: 'Fin' }, true);
    await save('w-zz-end-company', { place: 'company', mobile: true, title: 'Fin' }, true);
    await desk.until(
      'the end',
      (f) => f.ids('all').includes('w-zz-end') && f.ids('company').includes('w-zz-end-company'),
    );
    await mobile.until(
      'the end',
      (f) => f.ids('all').includes('w-zz-end') && f.ids('company').includes('w-zz-end-company'),
    );
    await visitor.until('the end', (f) => f.ids('public').includes('w-zz-end'));

    for (const [name, stream] of Object.entries(streams)) expect(stream.raw(), name).not.toContain(secret);
    expect(mobile.raw()).not.toContain(deskOnly);
    expect(desk.raw()).toContain(deskOnly);
    expect(desk.history('company', 'w-leak-client')).toEqual(['added', 'removed']);
    expect(desk.history('company', 'w-leak-draft')).toEqual(['added', 'modified', 'removed']);
    expect(mobile.history('company', 'w-leak-draft')).toEqual(['added', 'removed']);
    for (const stream of Object.values(streams)) {
      for (const sub of ['all', 'company', 'public']) {
        expect(stream.history(sub, 'w-leak-god')).toEqual([]);
        expect(stream.history(sub, 'w-leak-public-god')).toEqual([]);
      }
    }
    // A visitor is only ever sent public widgets.
    for (const shown of visitor.shown.get('public') ?? []) expect(shown.doc.place).toBe('public');
    expect(mobile.ids('all')).not.toContain('w-leak-client');
  });
});

describe('the live rows of a widget query never carry a row the client may not see', () => {
  beforeAll(async () => {
    await save(
      'w-rows-issues',
      {
        place: 'company',
        keyOfCollection: 'incidencias',
        mobile: true,
        querysArray: [{ collection: 'data' }],
      },
      true,
    );
    await save(
      'w-rows-journals',
      {
        place: 'project',
        keyOfCollection: 'incidencias',
        querysArray: [
          {
            collection: 'seguimientos',
            filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }],
          },
        ],
      },
      true,
    );
    await save(
      'w-rows-god',
      { place: 'company', consumer: 'god', querysArray: [{ collection: 'obras' }] },
      true,
    );
    await save(
      'w-rows-draft',
      { place: 'company', ready: false, querysArray: [{ collection: 'obras' }] },
      true,
    );
  });

  it('owner filter, other collections, journals of others, hidden widgets and drafts', async () => {
    const client = new LiveFollower(
      await s.open('client', [
        { id: 'issues', query: { widgetId: 'w-rows-issues', entry: 0 } },
        // i-007 is the client's, i-011 is not.
        { id: 'mine', query: { widgetId: 'w-rows-journals', entry: 0, documentId: 'i-007' } },
        { id: 'theirs', query: { widgetId: 'w-rows-journals', entry: 0, documentId: 'i-011' } },
        { id: 'god', query: { widgetId: 'w-rows-god', entry: 0 } },
        { id: 'draft', query: { widgetId: 'w-rows-draft', entry: 0 } },
      ]),
    );
    await client.until(
      'every subscription answered',
      (f) => f.ids('issues').length > 0 && f.ids('mine').length > 0 && f.errors.size === 3,
    );
    expect(Object.fromEntries(client.errors)).toEqual({
      theirs: 'forbidden',
      god: 'not_found',
      draft: 'not_found',
    });
    expect(client.ids('issues')).toEqual(['i-001', 'i-004', 'i-007', 'i-010']);
    expect(client.ids('mine')).toEqual(['s-007-1', 's-007-2', 's-007-3']);

    await s.write('incidencias', 'i-leak-other', { Name: `${secret} ajena`, owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-leak-mine', { Name: 'Mía', owners: ['c-client'] });
    await s.write('seguimientos', 's-leak-other', { ProjectId: 'i-011', Notas: `${secret} ajena` });
    await s.write('seguimientos', 's-leak-mine', { ProjectId: 'i-007', Notas: 'Mía' });
    await s.write('proyectos', 'p-leak', { Name: `${secret} de otra colección` });
    await s.write('obras', 'o-leak', { Name: `${secret} de un widget oculto` });
    await client.until(
      'the client’s new rows arrive',
      (f) => f.ids('issues').includes('i-leak-mine') && f.ids('mine').includes('s-leak-mine'),
    );

    // Given to someone else with a secret name: the row leaves, and its new version never travels.
    await s.write('incidencias', 'i-leak-mine', { Name: `${secret} traspasada`, owners: ['c-cliente-03'] });
    await client.until('the row given away leaves', (f) => !f.ids('issues').includes('i-leak-mine'));
    // A row of the client's changes: it is sent again.
    await s.write('incidencias', 'i-001', { Name: 'Cambiada', owners: ['c-client'] });
    await client.until('the client’s changed row', (f) => f.history('issues', 'i-001').includes('modified'));

    expect(client.raw()).not.toContain(secret);
    expect(client.history('issues', 'i-leak-mine')).toEqual(['added', 'removed']);
    expect(client.history('issues', 'i-leak-other')).toEqual([]);
    expect(client.history('mine', 's-leak-other')).toEqual([]);
    for (const shown of client.shown.get('issues') ?? []) expect(shown.doc.collection).toBe('incidencias');
    for (const shown of client.shown.get('mine') ?? []) expect(shown.doc.ProjectId).toBe('i-007');
  });
});

describe('a changed Rol ends the stream it was planned for', () => {
  it('an employee made a client stops receiving employee widgets: the stream ends, the next one is planned anew', async () => {
    const first = new LiveFollower(await s.open('employee', [{ id: 'all', query: widgetList }]));
    await first.until('the employee’s list', (f) => f.ids('all').includes('w-company-timesheet'));

    await command('contact.update', { contactId: 'c-employee', Rol: 'Cliente' });
    await first.until('the stream ends', (f) => f.client.events.some((e) => e.event === 'end'));
    expect(JSON.parse(first.client.events.at(-1)?.data ?? '{}')).toMatchObject({ error: 'forbidden' });

    // Meanwhile an employees' widget is made: only a stream planned for an employee could carry it.
    await save(
      'w-leak-employees',
      { place: 'company', consumer: 'employee', title: `${secret} empleados` },
      true,
    );
    const next = new LiveFollower(await s.open('employee', [{ id: 'all', query: widgetList }]));
    await next.until('the list planned for a client', (f) => f.ids('all').includes('w-company-my-issues'));
    expect(next.ids('all')).not.toContain('w-company-timesheet');
    expect(next.raw()).not.toContain(secret);
    expect(first.raw()).not.toContain(secret);
    await command('contact.update', { contactId: 'c-employee', Rol: 'Empleado' });
  });
});
