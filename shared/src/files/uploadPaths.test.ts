import { describe, expect, it } from 'vitest';
import {
  isUploadPath,
  normaliseFileName,
  thumbnailPath,
  uploadIdFrom,
  uploadIdOf,
  uploadPath,
} from './uploadPaths';

describe('normaliseFileName', () => {
  it.each([
    ['Foto Cocina.JPG', 'foto-cocina'],
    ['Habitación nº 3 (final).png', 'habitacion-n-3-final'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\plano.pdf', 'plano'],
    ['..', 'file'],
    ['.hidden', 'file'],
    ['über_große-Datei.docx', 'uber_gro-e-datei'],
    ['名前.png', 'file'],
    ['a'.repeat(100), 'a'.repeat(60)],
    [`${'a'.repeat(59)} b.jpg`, 'a'.repeat(59)],
    ['--_x_--', 'x'],
    ['photo.tar.gz', 'photo-tar'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseFileName(name)).toBe(expected);
  });
});

describe('uploadPath', () => {
  it('puts year and month folders, the id first and the sniffed extension last', () => {
    expect(
      uploadPath({ at: '2026-02-01T10:00:00.000Z', id: 'abc123', name: 'Cocina.png', extension: 'jpg' }),
    ).toBe('uploads/2026/02/abc123-cocina.jpg');
  });

  it.each(['gen-1', 'a/b', '', 'a.b'])('refuses the id %j', (id) => {
    expect(() => uploadPath({ at: '2026-02-01T10:00:00.000Z', id, name: 'x', extension: 'jpg' })).toThrow();
  });

  it('turns generated ids into upload ids', () => {
    expect(uploadIdFrom('gen-12')).toBe('gen12');
    expect(uploadIdFrom('Ab3dEf')).toBe('Ab3dEf');
  });
});

describe('uploadIdOf and thumbnailPath', () => {
  it.each([
    ['uploads/2026/02/abc123-cocina.jpg', 'abc123'],
    ['uploads/2026/02/abc123-cocina.thumb.jpg', 'abc123'],
    ['uploads/2026/02/abc123-my-file-name.pdf', 'abc123'],
    ['uploads/2026/02/abc123.jpg', null],
    ['uploads/2026/abc123-x.jpg', null],
    ['uploads/2026/02/x/abc123-x.jpg', null],
    ['logo.svg', null],
  ])('%s → %s', (path, id) => {
    expect(uploadIdOf(path)).toBe(id);
  });

  it('stores the thumbnail beside the image', () => {
    expect(thumbnailPath('uploads/2026/02/abc-cocina.png')).toBe('uploads/2026/02/abc-cocina.thumb.jpg');
    expect(uploadIdOf(thumbnailPath('uploads/2026/02/abc-cocina.png'))).toBe('abc');
  });

  it('knows which paths belong to uploads', () => {
    expect(isUploadPath('uploads/2026/02/abc-x.jpg')).toBe(true);
    expect(isUploadPath('logo.svg')).toBe(false);
  });
});
