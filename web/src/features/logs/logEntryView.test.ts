import type { FieldDefinition } from '@colmena/shared/fields';
import { formatDateTime } from '@colmena/shared/format';
import { describe, expect, it } from 'vitest';
import {
  actionKey,
  actionTone,
  changeLines,
  entryDate,
  entryDateTime,
  moveTarget,
  passwordNote,
  removalSummary,
  removedFields,
  taskNote,
  writtenCollection,
} from './logEntryView';

describe('actionKey', () => {
  it.each([
    ['create', 'logs.action.create'],
    ['modification', 'logs.action.modification'],
    ['replacement', 'logs.action.replacement'],
    ['delete', 'logs.action.delete'],
    ['move to another colection', 'logs.action.move'],
    ['toString', null],
    ['archive', null],
    [undefined, null],
    [42, null],
  ])('%s → %s', (action, key) => {
    expect(actionKey(action)).toBe(key);
  });

  it.each([
    ['create', 'create'],
    ['modification', 'change'],
    ['replacement', 'change'],
    ['delete', 'delete'],
    ['move to another colection', 'move'],
    ['archive', 'other'],
  ])('tone of %s is %s', (action, tone) => {
    expect(actionTone(action)).toBe(tone);
  });
});

describe('changeLines', () => {
  it.each([
    [undefined, []],
    [null, []],
    [{}, []],
    [
      { Name: 'Obra', Phase: 2 },
      [
        { field: 'Name', value: 'Obra' },
        { field: 'Phase', value: '2' },
      ],
    ],
    [
      { Done: true, Notes: '' },
      [
        { field: 'Done', value: 'Verdadero' },
        { field: 'Notes', value: '[Texto vacío en la BD]' },
      ],
    ],
    [
      { Tags: ['a', 'b'], Owner: null },
      [
        { field: 'Tags', value: 'a, b' },
        { field: 'Owner', value: '[Sin Valor en la BD]' },
      ],
    ],
    [{ Budget: 1234.5 }, [{ field: 'Budget', value: '1.234,5' }]],
    [{ Address: { city: 'Madrid' } }, [{ field: 'Address', value: '{"city":"Madrid"}' }]],
    ['proyectosArchivo', [{ field: null, value: 'proyectosArchivo' }]],
    [{ ImgArray: [] }, [{ field: 'ImgArray', value: '[]' }]],
  ])('%j → %j', (modification, lines) => {
    expect(changeLines(modification)).toEqual(lines);
  });

  it('names the fields a collection declares by their labels, the others by their keys', () => {
    const fields = [
      { key: 'Habitación', label: { es: 'Estancia', en: 'Room' }, type: 'choice', options: ['Baño'] },
    ] as unknown as FieldDefinition[];
    const modification = { Habitación: 'Baño', Name: 'Casa', Pagado: true };
    expect(changeLines(modification, fields, 'es').map((line) => line.field)).toEqual([
      'Estancia',
      'Nombre',
      'Pagado',
    ]);
    expect(changeLines(modification, fields, 'en').map((line) => line.field)).toEqual([
      'Room',
      'Name',
      'Pagado',
    ]);
    expect(changeLines(modification).map((line) => line.field)).toEqual(['Habitación', 'Name', 'Pagado']);
  });

  it('shows ISO dates as es-ES dates, other text as it is', () => {
    expect(changeLines({ Due: '2026-03-05T13:07:00.000Z', Code: '2026-03' })).toEqual([
      { field: 'Due', value: formatDateTime('2026-03-05T13:07:00.000Z') },
      { field: 'Code', value: '2026-03' },
    ]);
  });
});

describe('entry date', () => {
  it.each([
    ['2026-03-05T13:07:00.000Z', '2026-03-05T13:07:00.000Z'],
    [Date.UTC(2026, 2, 5, 13, 7), '2026-03-05T13:07:00.000Z'],
    ['not a date', undefined],
    [undefined, undefined],
  ])('%s → dateTime %s', (date, iso) => {
    expect(entryDateTime(date)).toBe(iso);
  });

  it('reads as es-ES day and time', () => {
    expect(entryDate('2026-03-05T13:07:00.000Z')).toMatch(/^05\/03\/2026, \d{2}:\d{2}$/);
    expect(entryDate(undefined)).toBe('[Sin Valor en la BD]');
  });
});

describe('writtenCollection', () => {
  it.each([
    [{ collection: 'diarios', key: 'proyectos' }, 'diarios'],
    [{ collection: 'logs', key: 'proyectos' }, 'proyectos'],
    [{ collection: 'logs' }, ''],
  ])('%j → %s', (entry, expected) => {
    expect(writtenCollection(entry)).toBe(expected);
  });
});

describe('moveTarget', () => {
  it.each([
    ['incidencias', 'incidencias'],
    [{ to: 'incidencias' }, 'incidencias'],
    [{ to: 'incidencias', extra: 1 }, null],
    [{ to: 'incidencias', Name: 'Casa' }, 'incidencias'],
    [{ to: 3 }, null],
    [undefined, null],
  ])('%j → %s', (modification, expected) => {
    expect(moveTarget(modification)).toBe(expected);
  });
});

describe('removalSummary (issue 12: the log of a delete names the record)', () => {
  it.each<[string, unknown, string, unknown, ReturnType<typeof removalSummary>]>([
    [
      'a delete naming the record',
      'delete',
      'proyectos',
      { Name: 'Casa' },
      { record: 'Casa', to: null, note: 'toTrash' },
    ],
    [
      'an older delete, without a name',
      'delete',
      'proyectos',
      undefined,
      { record: null, to: null, note: 'toTrash' },
    ],
    [
      'a project backup',
      'delete',
      'proyectos',
      { to: 'proyectosDeleted', Name: 'Casa' },
      { record: 'Casa', to: null, note: 'toTrash' },
    ],
    [
      'the trash emptied',
      'delete',
      'proyectosDeleted',
      { Name: 'Casa' },
      { record: 'Casa', to: null, note: 'erased' },
    ],
    ['a blank name', 'delete', 'proyectos', { Name: ' ' }, { record: null, to: null, note: 'toTrash' }],
    [
      'a move',
      'move to another colection',
      'proyectos',
      { to: 'archivo', Name: 'Casa' },
      { record: 'Casa', to: 'archivo', note: null },
    ],
    [
      'a restore',
      'restore',
      'proyectos',
      { from: 'proyectosDeleted', Name: 'Casa' },
      { record: 'Casa', to: null, note: 'fromTrash' },
    ],
    ['a modification', 'modification', 'proyectos', { Name: 'Casa' }, null],
    ['a create', 'create', 'proyectos', undefined, null],
  ])('%s', (_case, action, collection, modification, expected) => {
    expect(removalSummary(action, collection, modification)).toEqual(expected);
  });
});

describe('removedFields', () => {
  const declared = [
    { key: 'Estado', type: 'choice', label: { es: 'Situación', en: 'Status' }, options: [] },
  ] as unknown as FieldDefinition[];
  it.each([
    [undefined, [], []],
    ['Estado', declared, []],
    [['Estado', 'Notas'], declared, ['Situación', 'Notas']],
    [['Estado', 'Name'], [], ['Estado', 'Name']],
    [['', 3, 'Notas'], [], ['Notas']],
  ])('%j → %j', (removed, fields, names) => {
    expect(removedFields(removed, fields as FieldDefinition[], 'es')).toEqual(names);
  });
  it('reads the labels in the reader language', () => {
    expect(removedFields(['Estado'], declared, 'en')).toEqual(['Status']);
  });
});

describe('passwordNote', () => {
  it.each([
    [
      'agenda',
      { password: 'temporary', forceReset: true, account: 'u-1' },
      { how: 'temporary', account: 'u-1' },
    ],
    ['agenda', { password: 'resetMail', account: 'u-1' }, { how: 'resetMail', account: 'u-1' }],
    // Anything else the entry says is not hidden behind a sentence.
    ['agenda', { password: 'resetMail', account: 'u-1', Name: 'Ana' }, null],
    ['agenda', { password: 'temporary', forceReset: false, account: 'u-1' }, null],
    ['agenda', { password: 'other', account: 'u-1' }, null],
    ['agenda', { password: 'resetMail' }, null],
    ['agenda', 'resetMail', null],
    ['proyectos', { password: 'resetMail', account: 'u-1' }, null],
  ])('%s %j', (collection, modification, note) => {
    expect(passwordNote(collection, modification)).toEqual(note);
  });
});

describe('taskNote', () => {
  it.each([
    ['tasksMessages', { recibed: true }, 'received'],
    ['tasksMessages', { completed: true }, 'completed'],
    ['tasksMessages', { completed: false }, 'reopened'],
    ['tasksMessages', { recibed: false }, null],
    ['tasksMessages', { completed: true, title: 'Otra' }, null],
    ['tasksMessages', { title: 'Revisar' }, null],
    ['tasksMessages', 'recibed', null],
    ['proyectos', { completed: true }, null],
  ])('%s %j → %s', (collection, modification, note) => {
    expect(taskNote(collection, modification)).toBe(note);
  });
});
