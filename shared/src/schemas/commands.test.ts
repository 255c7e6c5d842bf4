import { describe, expect, it } from 'vitest';
import { type Command, commandSchema, commandTypes } from './commands';

const valid: Command[] = [
  { id: 'c1', type: 'document.create', payload: { collection: 'proyectos', data: { Name: 'Casa' } } },
  { id: 'c2', type: 'document.create', payload: { collection: 'proyectos', data: {}, docId: 'p-1' } },
  {
    id: 'c3',
    type: 'document.merge',
    payload: { collection: 'proyectos', docId: 'p1', data: { Name: 'B' } },
  },
  {
    id: 'c4',
    type: 'document.replace',
    payload: { collection: 'Proyectos_2', docId: 'p1', data: { a: [1, { b: null }] } },
  },
  { id: 'c5', type: 'document.delete', payload: { collection: 'proyectos', docId: 'p1' } },
  { id: 'c6', type: 'document.move', payload: { collection: 'proyectos', docId: 'p1', to: 'archivo' } },
  { id: 'c7', type: 'project.deleteData', payload: { collKey: 'proyectos', projectId: 'p1' } },
  { id: 'c8', type: 'project.deleteData', payload: { collKey: 'proyectos', projectId: 'p1', to: 'archivo' } },
  { id: 'c9', type: 'document.restore', payload: { collection: 'proyectos', docId: 'p1' } },
  { id: 'c10', type: 'trash.empty', payload: { collKey: 'proyectos' } },
  {
    id: 'x'.repeat(100),
    type: 'document.delete',
    payload: { collection: 'a'.repeat(100), docId: 'd'.repeat(150) },
  },
  // A merge that also removes fields (an edit form's cleared fields); a removal of nothing is fine.
  {
    id: 'c3r',
    type: 'document.merge',
    payload: { collection: 'proyectos', docId: 'p1', data: { Name: 'B' }, remove: ['Pagado', 'Notas.2'] },
  },
  {
    id: 'c3e',
    type: 'document.merge',
    payload: { collection: 'proyectos', docId: 'p1', data: {}, remove: [] },
  },
];

describe('commandSchema', () => {
  it.each(valid.map((command) => [command.type, command] as const))('accepts %s', (_type, command) => {
    expect(commandSchema.parse(command)).toEqual(command);
  });

  it('covers every command type', () => {
    expect(new Set(valid.map((c) => c.type))).toEqual(new Set(commandTypes));
  });

  const merge = { id: 'c', type: 'document.merge', payload: { collection: 'p', docId: 'd', data: { a: 1 } } };
  const withPayload = (payload: Record<string, unknown>) => ({
    ...merge,
    payload: { ...merge.payload, ...payload },
  });

  it.each([
    ['unknown type', { ...merge, type: 'document.upsert' }],
    ['no type', { id: 'c', payload: merge.payload }],
    ['empty id', { ...merge, id: '' }],
    ['id over 100 chars', { ...merge, id: 'x'.repeat(101) }],
    ['numeric id', { ...merge, id: 1 }],
    ['no payload', { id: 'c', type: 'document.merge' }],
    ['empty collection', withPayload({ collection: '' })],
    ['collection over 100 chars', withPayload({ collection: 'a'.repeat(101) })],
    ['collection with a slash', withPayload({ collection: 'a/b' })],
    ['collection with a space', withPayload({ collection: 'a b' })],
    ['collection with an accent', withPayload({ collection: 'años' })],
    ['collection with a dot', withPayload({ collection: 'a.b' })],
    ['empty docId', withPayload({ docId: '' })],
    ['docId over 150 chars', withPayload({ docId: 'd'.repeat(151) })],
    ['docId with a slash', withPayload({ docId: 'a/b' })],
    ['no docId on merge', { ...merge, payload: { collection: 'p', data: {} } }],
    ['data an array', withPayload({ data: [1, 2] })],
    ['data null', withPayload({ data: null })],
    ['data a string', withPayload({ data: 'x' })],
    ['data a Date', withPayload({ data: new Date() })],
    ['undefined value', withPayload({ data: { a: undefined } })],
    ['undefined deep in an object', withPayload({ data: { a: { b: { c: undefined } } } })],
    ['undefined in an array', withPayload({ data: { a: [1, undefined] } })],
    ['move without target', { id: 'c', type: 'document.move', payload: { collection: 'p', docId: 'd' } }],
    [
      'move to a bad name',
      { id: 'c', type: 'document.move', payload: { collection: 'p', docId: 'd', to: 'a/b' } },
    ],
    [
      'delete with a payload of another command',
      { id: 'c', type: 'document.delete', payload: { collKey: 'p' } },
    ],
    ['deleteData without projectId', { id: 'c', type: 'project.deleteData', payload: { collKey: 'p' } }],
    [
      'deleteData with a bad collKey',
      { id: 'c', type: 'project.deleteData', payload: { collKey: 'a b', projectId: 'd' } },
    ],
    ['create without data', { id: 'c', type: 'document.create', payload: { collection: 'p' } }],
    ['restore without docId', { id: 'c', type: 'document.restore', payload: { collection: 'p' } }],
    [
      'restore of a reserved id',
      { id: 'c', type: 'document.restore', payload: { collection: 'p', docId: '__x__' } },
    ],
    ['empty trash without collKey', { id: 'c', type: 'trash.empty', payload: {} }],
    ['empty trash of a bad collKey', { id: 'c', type: 'trash.empty', payload: { collKey: 'a/b' } }],
    ['remove not a list', withPayload({ remove: 'Pagado' })],
    ['remove an empty name', withPayload({ remove: [''] })],
    ['remove a reserved name', withPayload({ remove: ['__name__'] })],
    ['remove a name over 1500 bytes', withPayload({ remove: ['ñ'.repeat(751)] })],
    ['remove FireId', withPayload({ remove: ['FireId'] })],
    ['remove collection', withPayload({ remove: ['collection'] })],
    ['remove a number', withPayload({ remove: [1] })],
    ['remove a field twice', withPayload({ remove: ['b', 'b'] })],
    ['remove a field it also writes', withPayload({ data: { a: 1 }, remove: ['a'] })],
    ['remove over 500 fields', withPayload({ remove: Array.from({ length: 501 }, (_, i) => `f${i}`) })],
  ])('rejects %s', (_name, command) => {
    expect(commandSchema.safeParse(command).success).toBe(false);
  });

  it('says which value is undefined, with the spec message', () => {
    const result = commandSchema.safeParse(withPayload({ data: { ok: 1, list: [{ x: undefined }] } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: 'One of the values is undefined!!!',
        path: ['payload', 'data', 'list', 0, 'x'],
      }),
    ]);
  });

  it('narrows the payload by type', () => {
    const command = commandSchema.parse(valid[5]);
    if (command.type !== 'document.move') throw new Error('expected a move');
    expect(command.payload.to).toBe('archivo');
  });
});
