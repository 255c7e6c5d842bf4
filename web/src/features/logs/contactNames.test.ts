import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { contactQueries, namesByContactId, namesByUid } from './contactNames';

describe('contactQueries', () => {
  it('one agenda query by LoginID for the distinct uids', () => {
    expect(contactQueries(['u2', 'u1', 'u2', ''])).toEqual([
      { collection: 'agenda', where: [['LoginID', 'in', ['u1', 'u2']]], limit: 2 },
    ]);
  });

  it('no query without uids', () => {
    expect(contactQueries([])).toEqual([]);
  });

  it('chunks of 30, the most an `in` filter takes', () => {
    const uids = Array.from({ length: 65 }, (_, i) => `u${String(i).padStart(2, '0')}`);
    const queries = contactQueries(uids);
    expect(queries.map((q) => q.limit)).toEqual([30, 30, 5]);
    expect(queries.flatMap((q) => q.where?.[0]?.[2] as string[])).toEqual(uids);
  });
});

describe('namesByUid', () => {
  const contact = (fields: Record<string, unknown>) => ({ FireId: 'c', collection: 'agenda', ...fields });

  it.each([
    [{ LoginID: 'u1', Name: 'Ana', Surname: 'Gil' }, 'Ana Gil'],
    [{ LoginID: 'u1', Name: ' Ana ' }, 'Ana'],
    [{ LoginID: 'u1', Surname: 'Gil' }, 'Gil'],
    [{ LoginID: 'u1', email: 'ana@demo.test' }, 'ana@demo.test'],
    [{ LoginID: 'u1' }, undefined],
    [{ Name: 'No login' }, undefined],
  ])('%j → %s', (fields, name) => {
    expect(namesByUid([contact(fields)]).get('u1')).toBe(name);
  });
});

describe('namesByContactId', () => {
  it('names each contact by its agenda id, with or without a login', () => {
    const contacts = [
      { FireId: 'c-1', collection: 'agenda', Name: 'Ana', Surname: 'Ruiz', LoginID: 'u-1' },
      { FireId: 'c-2', collection: 'agenda', email: 'obra@example.test' },
      { FireId: 'c-3', collection: 'agenda', Name: '  ' },
    ] as StoredDoc[];
    expect(Object.fromEntries(namesByContactId(contacts))).toEqual({
      'c-1': 'Ana Ruiz',
      'c-2': 'obra@example.test',
    });
  });
});
