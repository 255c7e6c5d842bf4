import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { cardLayout } from './cardLayout';

const project: StoredDoc = {
  FireId: 'p-002',
  collection: 'proyectos',
  Habitación: 'Baño principal',
  Name: 'Reforma de baño principal',
  CreatedAt: '2025-05-07T15:00:00.000Z',
  JournalsCount: 4,
  ImgArray: ['/api/files/obras/obra-4.svg'],
  Presupuesto: 3500,
  Estado: 'Terminado',
  Detalle: { planta: 2 },
};

describe('cardLayout', () => {
  it('falls back to Name and the first other fields', () => {
    expect(cardLayout(project)).toEqual({
      titleField: 'Name',
      fields: ['Habitación', 'CreatedAt', 'Presupuesto'],
      image: '/api/files/obras/obra-4.svg',
      accent: 'primary',
    });
  });

  it('follows the cardConfig', () => {
    const layout = cardLayout(project, { value1: 'Estado', value3: 'Presupuesto', iconColor: 'tertiary' });
    expect(layout.titleField).toBe('Estado');
    expect(layout.fields).toEqual(['Presupuesto', 'Name', 'Habitación']);
    expect(layout.accent).toBe('tertiary');
  });

  it('titles a document without Name by its first field', () => {
    const layout = cardLayout({ FireId: 'x', collection: 'c', Titulo: 'Uno', Otro: 2 });
    expect(layout.titleField).toBe('Titulo');
    expect(layout.fields).toEqual(['Otro']);
    expect(layout.image).toBeNull();
  });

  it('ignores a blank cardConfig', () => {
    expect(cardLayout(project, { value1: ' ', iconColor: '' }).titleField).toBe('Name');
  });
});
