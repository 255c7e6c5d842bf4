import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { contactOption, documentOption, matchOptions } from './pickOptions';

const doc = (FireId: string, fields: Record<string, unknown>): StoredDoc =>
  ({ FireId, ...fields }) as StoredDoc;

describe('picker options', () => {
  it.each([
    [
      doc('c1', { Name: 'José', Surname: 'Núñez', Rol: 'Empleado', email: 'jose@x.es' }),
      'José Núñez',
      'Empleado · jose@x.es',
    ],
    [doc('c2', { Name: '  Ana ', email: 'ana@x.es' }), 'Ana', 'ana@x.es'],
    [doc('c3', { email: 'sin@nombre.es' }), 'sin@nombre.es', ''],
    [doc('c4', { Name: 42 }), '42', ''],
    [doc('c5', {}), 'c5', ''],
  ])('contact %#: %s', (contact, label, detail) => {
    expect(contactOption(contact)).toMatchObject({ id: contact.FireId, label, detail });
  });

  it.each([
    [doc('p1', { Name: 'Reforma baño' }), 'Reforma baño', 'p1'],
    [doc('p2', { Name: ' ' }), 'p2', ''],
    [doc('p3', { Titulo: 'x' }), 'p3', ''],
  ])('document %#: %s', (project, label, detail) => {
    expect(documentOption(project)).toMatchObject({ id: project.FireId, label, detail });
  });

  const options = [
    contactOption(doc('a', { Name: 'José', Surname: 'Núñez', Rol: 'Empleado' })),
    contactOption(doc('b', { Name: 'Ana', Surname: 'García', Rol: 'Cliente' })),
    contactOption(doc('c', { Name: 'Josefa', Surname: 'Ruiz', Rol: 'Cliente' })),
  ];

  it.each([
    ['', ['a', 'b', 'c']],
    ['  ', ['a', 'b', 'c']],
    ['jose', ['a', 'c']],
    ['JOSÉ', ['a', 'c']],
    ['nunez', ['a']],
    ['jose cliente', ['c']],
    ['cliente garcía', ['b']],
    ['pedro', []],
  ])('%j finds %j', (query, ids) => {
    expect(matchOptions(options, query).map((o) => o.id)).toEqual(ids);
  });

  it('shows at most the limit, in order', () => {
    expect(matchOptions(options, '', 2).map((o) => o.id)).toEqual(['a', 'b']);
  });
});
