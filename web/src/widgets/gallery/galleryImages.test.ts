import { describe, expect, it } from 'vitest';
import { galleryImages, stepIndex } from './galleryImages';

const docs = [
  {
    FireId: 'p1',
    collection: 'proyectos',
    Name: 'Cocina',
    ImgArray: ['https://a/1.jpg', '', 'https://a/2.jpg'],
  },
  { FireId: 'p2', collection: 'proyectos', Name: 'Baño', ImgArray: 'https://a/3.jpg' },
  { FireId: 'p3', collection: 'proyectos', ImgArray: [{ url: 'x' }] },
  { FireId: 'p4', collection: 'proyectos', fotos: { portada: 'https://a/4.jpg' } },
];

describe('galleryImages', () => {
  it('lists the images of every document in order, with captions', () => {
    expect(galleryImages(docs, 'ImgArray', 'Name').map((i) => [i.key, i.url, i.caption])).toEqual([
      ['proyectos/p1/0', 'https://a/1.jpg', 'Cocina'],
      ['proyectos/p1/1', 'https://a/2.jpg', 'Cocina'],
      ['proyectos/p2/0', 'https://a/3.jpg', 'Baño'],
    ]);
  });
  it('reads a nested field', () => {
    expect(galleryImages(docs, 'fotos.portada', 'Name').map((i) => i.url)).toEqual(['https://a/4.jpg']);
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, 0],
  ])('from %i by %i of %i -> %i', (index, step, count, expected) => {
    expect(stepIndex(index, step, count)).toBe(expected);
  });
});
