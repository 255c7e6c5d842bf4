import { describe, expect, it } from 'vitest';
import { type LauncherDocument, taskLauncherPayload, taskLauncherSettingsSchema } from './taskLauncher';

const now = Date.parse('2026-03-01T10:00:00.000Z');
const settings = (fields: Record<string, unknown> = {}) => taskLauncherSettingsSchema.parse(fields);
const project: LauncherDocument = {
  doc: { FireId: 'i-1', owners: ['c-client', 'c-other'] },
  collKey: 'incidencias',
  ownerField: 'owners',
  isJournal: false,
};

describe('task launcher settings', () => {
  it.each([
    [{}, true],
    [{ title: 'Revisar', days: 3, to: 'person', person: 'c-employee' }, true],
    [{ to: 'person' }, false],
    [{ to: 'person', person: '  ' }, false],
    [{ days: 0 }, false],
    [{ days: 1.5 }, false],
    [{ to: 'everyone' }, false],
    [{ extra: 1 }, false],
  ])('%j parses: %s', (value, ok) => {
    expect(taskLauncherSettingsSchema.safeParse(value).success).toBe(ok);
  });
});

describe('taskLauncherPayload', () => {
  it.each([
    [
      'to the owner, about the project',
      settings({ title: 'Visitar', subtitle: ' Llevar llaves ', days: 2 }),
      project,
      {
        ok: true,
        payload: {
          title: 'Visitar',
          subtitle: 'Llevar llaves',
          to: 'c-client',
          expires_on: '2026-03-03T10:00:00.000Z',
          project: { collKey: 'incidencias', id: 'i-1' },
        },
      },
    ],
    [
      'to a person, the widget title as task title',
      settings({ to: 'person', person: 'c-employee' }),
      project,
      { ok: true, payload: { title: 'Lanzar', to: 'c-employee', expires_on: '2026-03-08T10:00:00.000Z' } },
    ],
    [
      'a journal: about its project',
      settings({ to: 'person', person: 'c-employee' }),
      { doc: { FireId: 'd-1', ProjectId: 'p-1' }, collKey: 'proyectos', isJournal: true },
      { ok: true, payload: { project: { collKey: 'proyectos', id: 'p-1' } } },
    ],
    ['no document', settings(), null, { ok: false, reason: 'noDocument' }],
    [
      'no owner field',
      settings(),
      { ...project, ownerField: undefined },
      { ok: false, reason: 'noRecipient' },
    ],
    [
      'no owners',
      settings(),
      { ...project, doc: { FireId: 'i-2', owners: [] } },
      { ok: false, reason: 'noRecipient' },
    ],
    ['an owner as text', settings(), { ...project, doc: { FireId: 'i-3', owners: 'c-x' } }, { ok: true }],
  ])('%s', (_case, config, target, expected) => {
    expect(taskLauncherPayload(config, 'Lanzar', target, now)).toMatchObject(expected);
  });

  it('has no title without its own or the widget’s', () => {
    expect(taskLauncherPayload(settings(), '  ', project, now)).toEqual({ ok: false, reason: 'noTitle' });
  });
});
