import { describe, expect, it } from 'vitest';
import { faceCropUrl, imagesOf, thumbnailUrl } from './imageUrl';

describe('faceCropUrl', () => {
  it.each([
    [
      'https://res.cloudinary.com/demo/image/upload/v1712/obra.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_350,h_350,c_fill,g_face/v1712/obra.jpg',
    ],
    [
      'https://res.cloudinary.com/demo/image/upload/w_350,h_350,c_fill,g_face/v1712/obra.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_350,h_350,c_fill,g_face/v1712/obra.jpg',
    ],
    ['/api/files/obras/obra-4.svg', '/api/files/obras/obra-4.svg'],
    ['https://example.com/uploads/a.png', 'https://example.com/uploads/a.png'],
    [
      'https://x.test/upload/a/upload/b.png',
      'https://x.test/upload/w_350,h_350,c_fill,g_face/a/upload/b.png',
    ],
    ['', ''],
  ])('%s -> %s', (url, expected) => {
    expect(faceCropUrl(url)).toBe(expected);
  });
});

describe('imagesOf', () => {
  it.each([
    [
      ['a.png', '', 3, null, 'b.png'],
      ['a.png', 'b.png'],
    ],
    ['a.png', []],
    [undefined, []],
  ])('%j -> %j', (value, expected) => {
    expect(imagesOf(value)).toEqual(expected);
  });
});

describe('thumbnailUrl', () => {
  it.each([
    ['/api/files/uploads/2026/02/abc123-cocina.jpg', '/api/files/uploads/2026/02/abc123-cocina.thumb.jpg'],
    ['/api/files/uploads/2026/02/abc123-plano.png', '/api/files/uploads/2026/02/abc123-plano.thumb.jpg'],
    [
      'http://demo.localhost:8080/api/files/uploads/2026/02/abc123-x.webp',
      'http://demo.localhost:8080/api/files/uploads/2026/02/abc123-x.thumb.jpg',
    ],
    [
      '/api/files/uploads/2026/02/abc123-cocina.thumb.jpg',
      '/api/files/uploads/2026/02/abc123-cocina.thumb.jpg',
    ],
    ['/api/files/uploads/2026/02/abc123-plano.svg', '/api/files/uploads/2026/02/abc123-plano.svg'],
    ['/api/files/uploads/2026/02/abc123-plano.pdf', '/api/files/uploads/2026/02/abc123-plano.pdf'],
    ['/api/files/obras/obra-4.svg', '/api/files/obras/obra-4.svg'],
    [
      'https://res.cloudinary.com/demo/image/upload/v1712/obra.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_350,h_350,c_fill,g_face/v1712/obra.jpg',
    ],
  ])('%s -> %s', (url, expected) => {
    expect(thumbnailUrl(url)).toBe(expected);
  });
});
