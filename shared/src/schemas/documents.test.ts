import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agendaContactSchema } from './agendaContact';
import { journalSchema } from './journal';
import { logEntrySchema } from './logEntry';
import { messageThreadSchema } from './messageThread';
import { projectSchema } from './project';
import { snackbarItemSchema } from './snackbarItem';
import { taskMessageSchema } from './taskMessage';
import { uploadedFileSchema } from './uploadedFile';

type Case = [name: string, value: Record<string, unknown>];

function table(schema: z.ZodType, base: Record<string, unknown>, valid: Case[], invalid: Case[]) {
  it.each<Case>([['the base document', {}], ...valid])('accepts %s', (_name, change) => {
    expect(schema.safeParse({ ...base, ...change }).success).toBe(true);
  });
  it.each<Case>(invalid)('rejects %s', (_name, change) => {
    expect(schema.safeParse({ ...base, ...change }).success).toBe(false);
  });
}

describe('agendaContactSchema', () => {
  table(
    agendaContactSchema,
    { FireId: 'a1' },
    [
      [
        'a full contact',
        {
          collection: 'agenda',
          Name: 'Ana',
          Surname: 'García',
          Rol: 'Cliente',
          LoginID: 'uid-1',
          lenguage: 'es',
          forceReset: false,
          email: 'ana@demo.test',
          phone: '+34 600 000 000',
          LastUpdate: '2026-03-05T10:00:00.000Z',
          ImgUrl: 'https://example.com/a.png',
          disabled: false,
          route: '/userslist/edit/a1',
        },
      ],
      ['a numeric phone', { phone: 600000000 }],
      ['another Rol', { Rol: 'Empleado' }],
      ['epoch LastUpdate', { LastUpdate: 1767225600000 }],
      ['tenant extras', { zone: 'Norte' }],
    ],
    [
      ['no FireId', { FireId: undefined }],
      ['lenguage fr', { lenguage: 'fr' }],
      ['forceReset as text', { forceReset: 'true' }],
      ['LastUpdate not a date', { LastUpdate: 'yesterday-ish' }],
      ['disabled as number', { disabled: 1 }],
    ],
  );

  it('keeps tenant fields', () => {
    expect(agendaContactSchema.parse({ FireId: 'a1', zone: 'Norte' }).zone).toBe('Norte');
  });
});

describe('messageThreadSchema', () => {
  table(
    messageThreadSchema,
    { FireId: 't1', participants: ['u1', 'u2'] },
    [
      ['messages', { msjArray: [{ key: 'm1', from: 'u1', body: 'Hola', date: '2026-03-05T10:00:00Z' }] }],
      ['a message without date', { msjArray: [{ key: 'm1', from: 'u1', body: '' }] }],
      ['watched keys', { watchedArray: ['m1'] }],
      ['LastUpdate', { LastUpdate: new Date() }],
    ],
    [
      ['no participants', { participants: undefined }],
      ['empty participant', { participants: [''] }],
      ['message without key', { msjArray: [{ from: 'u1', body: 'x' }] }],
      ['message without from', { msjArray: [{ key: 'm1', body: 'x' }] }],
      ['message without body', { msjArray: [{ key: 'm1', from: 'u1' }] }],
      ['watchedArray of numbers', { watchedArray: [1] }],
    ],
  );

  it('defaults msjArray and watchedArray to empty', () => {
    expect(messageThreadSchema.parse({ FireId: 't1', participants: ['u1'] })).toMatchObject({
      msjArray: [],
      watchedArray: [],
    });
  });
});

describe('taskMessageSchema', () => {
  const base = {
    FireId: 'k1',
    title: 'Revisar',
    to: 'u1',
    expires_on: '2026-04-01T00:00:00Z',
    landed_at: '2026-03-01T00:00:00Z',
  };
  table(
    taskMessageSchema,
    base,
    [
      ['all fields', { subtitle: 'Cocina', completed: true, recibed: true, project: 'proyectos/p1' }],
      ['Date values', { expires_on: new Date(), landed_at: new Date() }],
    ],
    [
      ['no title', { title: undefined }],
      ['no recipient', { to: undefined }],
      ['empty recipient', { to: '' }],
      ['no expiry', { expires_on: undefined }],
      ['no landing time', { landed_at: undefined }],
      ['bad expiry', { expires_on: 'soon' }],
      ['completed as text', { completed: 'no' }],
    ],
  );

  it('defaults completed and recibed to false (pending, not yet shown)', () => {
    expect(taskMessageSchema.parse(base)).toMatchObject({ completed: false, recibed: false });
  });
});

describe('projectSchema', () => {
  table(
    projectSchema,
    { FireId: 'p1' },
    [
      [
        'a full project',
        {
          Name: 'Casa',
          Habitación: 'Cocina',
          ImgArray: ['a.png'],
          JournalsCount: 3,
          CreatedAt: '2026-01-01',
        },
      ],
      ['tenant fields', { Presupuesto: 1200 }],
    ],
    [
      ['negative JournalsCount', { JournalsCount: -1 }],
      ['fractional JournalsCount', { JournalsCount: 1.5 }],
      ['ImgArray of numbers', { ImgArray: [1] }],
      ['bad CreatedAt', { CreatedAt: 'ayer' }],
    ],
  );
});

describe('journalSchema', () => {
  table(
    journalSchema,
    { FireId: 'j1', ProjectId: 'p1' },
    [['CreatedAt and Name', { CreatedAt: '2026-01-02T09:00:00Z', Name: 'Visita' }]],
    [
      ['no ProjectId', { ProjectId: undefined }],
      ['empty ProjectId', { ProjectId: '' }],
      ['ProjectId with a slash', { ProjectId: 'a/b' }],
    ],
  );
});

describe('logEntrySchema', () => {
  const base = {
    date: '2026-03-05T10:00:00Z',
    action: 'create',
    user: 'u1',
    document: 'p1',
    collection: 'proyectos',
  };
  table(
    logEntrySchema,
    base,
    [
      ['modification', { action: 'modification', key: 'proyectos', modification: { Name: 'B' } }],
      ['replacement', { action: 'replacement' }],
      ['delete', { action: 'delete' }],
      ['move (spec spelling)', { action: 'move to another colection', modification: 'archivo' }],
    ],
    [
      ['unknown action', { action: 'update' }],
      ['corrected spelling of move', { action: 'move to another collection' }],
      ['no date', { date: undefined }],
      ['no user', { user: undefined }],
      ['no document', { document: undefined }],
      ['no collection', { collection: undefined }],
    ],
  );
});

describe('uploadedFileSchema', () => {
  const base = {
    name: 'plano.pdf',
    filePath: 'files/1700000000000_plano.pdf',
    type: 'file',
    extension: 'pdf',
    server: 'firebase',
    date: '2026-03-05T10:00:00Z',
    user: 'u1',
  };
  table(
    uploadedFileSchema,
    base,
    [
      ['an image', { type: 'image', extension: 'webp' }],
      ['a video', { type: 'video', extension: 'mp4' }],
    ],
    [
      ['type audio', { type: 'audio' }],
      ['empty name', { name: '' }],
      ['no filePath', { filePath: undefined }],
      ['no server', { server: undefined }],
      ['no date', { date: undefined }],
    ],
  );
});

describe('snackbarItemSchema', () => {
  table(
    snackbarItemSchema,
    { id: 's1', text: 'Contraseña actualizada con exito!', type: 'success' },
    [
      ['a time', { time: 3000 }],
      ['type error', { type: 'error', time: 10000 }],
      ['type normal', { type: 'normal' }],
    ],
    [
      ['type warning', { type: 'warning' }],
      ['no id', { id: undefined }],
      ['no text', { text: undefined }],
      ['time 0', { time: 0 }],
      ['negative time', { time: -1 }],
    ],
  );
});
