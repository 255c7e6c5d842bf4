import { describe, expect, it } from 'vitest';
import { withOwner } from './ownership';

const incidencias = { ownerField: 'owners', lvlView: 50 };
const client = { lvl: 0, contact: { FireId: 'c-client' } };

describe('withOwner', () => {
  it.each([
    [
      'a client creating an incidencia owns it',
      { Name: 'x' },
      incidencias,
      client,
      { Name: 'x', owners: ['c-client'] },
    ],
    ['existing owners are kept', { owners: ['c-2'] }, incidencias, client, { owners: ['c-2', 'c-client'] }],
    ['already owner', { owners: ['c-client'] }, incidencias, client, { owners: ['c-client'] }],
    [
      'a manager sees all: unchanged',
      { Name: 'x' },
      incidencias,
      { lvl: 50, contact: { FireId: 'c-m' } },
      { Name: 'x' },
    ],
    ['no owner field: unchanged', { Name: 'x' }, { lvlView: 50 }, client, { Name: 'x' }],
    ['no contact: unchanged', { Name: 'x' }, incidencias, { lvl: 0, contact: null }, { Name: 'x' }],
  ])('%s', (_name, data, collection, user, expected) => {
    expect(withOwner(data, collection, user)).toEqual(expected);
  });
});
