import {
  chatStepConfigSchema,
  documentStepConfigSchema,
  taskStepConfigSchema,
} from '@colmena/shared/automation/steps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { automationActor } from '../engine/automationActor';
import { chatRunner } from './chatRunner';
import { documentRunner } from './documentRunner';
import { taskRunner } from './taskRunner';
import { commandThroughRunner, runStep, stepContext, stepFailure } from './testing/stepTestKit';

let t: TestApp;
let command: ReturnType<typeof commandThroughRunner>;
beforeEach(async () => {
  t = await createTestApp();
  command = commandThroughRunner(t.deps, 'demo', automationActor('auto1', 'run1'));
});
afterEach(() => t.close());

const context = () => stepContext({ command, clock: t.clock }).context;
const documentStep = (config: unknown) =>
  runStep(documentRunner, documentStepConfigSchema, config, context());

/** An agenda contact of the demo company with an account (a task or chat recipient). */
async function someContact() {
  const contacts = await t.deps.store.query('demo', { collection: 'agenda' });
  const contact =
    contacts.find((c) => c.FireId === 'c-employee') ??
    contacts.find((c) => typeof c.LoginID === 'string' && c.LoginID !== '' && c.FireId !== 'c-admin');
  if (!contact) throw new Error('the demo agenda has no contact with an account');
  return contact;
}

describe('document step, through the command runner as the automation', () => {
  it('creates, updates (merge) and deletes a document; each command recorded as the automation', async () => {
    const created = (await documentStep({
      action: 'create',
      collection: 'proyectos',
      data: { Name: 'Obra creada por automatización', Horas: 3 },
    })) as { docId: string };
    expect(created.docId).toBeTypeOf('string');
    await documentStep({
      action: 'update',
      collection: 'proyectos',
      docId: created.docId,
      data: { Horas: 5 },
    });
    expect(await t.deps.store.get('demo', 'proyectos', created.docId)).toMatchObject({
      Name: 'Obra creada por automatización',
      Horas: 5,
    });
    const records = await t.deps.store.query('demo', { collection: 'commands' });
    const mine = records.filter((r) => JSON.stringify(r).includes('automation:auto1:run1'));
    expect(mine.map((r) => r.type)).toEqual(expect.arrayContaining(['document.create', 'document.merge']));

    await documentStep({ action: 'delete', collection: 'proyectos', docId: created.docId });
    expect(await t.deps.store.get('demo', 'proyectos', created.docId)).toBeNull();
  });

  it('a refused command is command_refused, and nothing is written', async () => {
    const before = (await t.deps.store.query('demo', { collection: 'proyectos' })).length;
    const error = await stepFailure(
      documentStep({ action: 'create', collection: 'proyectos', data: { __name__: 'x' } }),
    );
    expect(error.reason).toBe('command_refused');
    expect(
      await stepFailure(
        documentStep({
          action: 'move',
          collection: 'proyectos',
          docId: 'no-such-doc',
          to: 'proyectosDeleted',
        }),
      ),
    ).toMatchObject({ reason: 'command_refused' });
    expect(
      await stepFailure(documentStep({ action: 'create', collection: 'commands', data: { a: 1 } })),
    ).toMatchObject({ reason: 'command_refused' });
    expect((await t.deps.store.query('demo', { collection: 'proyectos' })).length).toBe(before);
  });

  it('the schema refuses an unknown action or a missing id', () => {
    expect(documentStepConfigSchema.safeParse({ action: 'copy', collection: 'a' }).success).toBe(false);
    expect(documentStepConfigSchema.safeParse({ action: 'delete', collection: 'a' }).success).toBe(false);
    expect(documentStepConfigSchema.safeParse({ action: 'move', collection: 'a', docId: 'b' }).success).toBe(
      false,
    );
  });
});

describe('task step (task.assign as the automation)', () => {
  it('gives a contact a task that expires a week after the run unless told', async () => {
    const contact = await someContact();
    const result = await runStep(
      taskRunner,
      taskStepConfigSchema,
      { title: 'Revisar la incidencia', to: contact.FireId },
      context(),
    );
    expect(result).toBeTruthy();
    const tasks = await t.deps.store.query('demo', { collection: 'tasksMessages' });
    const task = tasks.find((doc) => doc.title === 'Revisar la incidencia');
    expect(task).toMatchObject({ to: contact.LoginID });
    expect(task?.expires_on).toBe(new Date(t.clock.now().getTime() + 7 * 24 * 3_600_000).toISOString());
  });

  it('a date that is not one, or an unknown recipient, is refused by the command', async () => {
    const contact = await someContact();
    expect(
      await stepFailure(
        runStep(
          taskRunner,
          taskStepConfigSchema,
          { title: 'x', to: contact.FireId, expires_on: 'mañana' },
          context(),
        ),
      ),
    ).toMatchObject({ reason: 'command_refused' });
    expect(
      await stepFailure(
        runStep(taskRunner, taskStepConfigSchema, { title: 'x', to: 'nobody-here' }, context()),
      ),
    ).toMatchObject({ reason: 'command_refused' });
    expect(taskStepConfigSchema.safeParse({ title: '', to: 'a' }).success).toBe(false);
  });
});

describe('chat step (chat.start + chat.send as the automation)', () => {
  it('starts a thread with contacts and sends into it, then into the thread by id; an unknown thread is refused', async () => {
    const contact = await someContact();
    const out = (await runStep(
      chatRunner,
      chatStepConfigSchema,
      { contacts: contact.FireId, text: 'Hola' },
      context(),
    )) as { thread: string };
    const thread = await t.deps.store.get('demo', 'messages', out.thread);
    expect(thread?.participants).toEqual(expect.arrayContaining(['automation:auto1:run1', contact.LoginID]));
    expect(JSON.stringify(thread?.msjArray)).toContain('Hola');
    await runStep(chatRunner, chatStepConfigSchema, { thread: out.thread, text: 'Segundo' }, context());
    expect(JSON.stringify((await t.deps.store.get('demo', 'messages', out.thread))?.msjArray)).toContain(
      'Segundo',
    );
    expect(
      await stepFailure(
        runStep(chatRunner, chatStepConfigSchema, { thread: 'no-such-thread', text: 'Hola' }, context()),
      ),
    ).toMatchObject({ reason: 'command_refused' });
    expect(chatStepConfigSchema.safeParse({ text: 'x' }).success).toBe(false);
    expect(chatStepConfigSchema.safeParse({ text: 'x', thread: 'a', contacts: 'b' }).success).toBe(false);
  });
});
