import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniffFileType';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** An ISO base media file's ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'moov');

const zipWith = (firstEntry: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04], [20, 0, 0, 0, 8, 0], firstEntry, 'PK');

describe('sniffFileType: the type is in the bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image', 'jpg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image', 'png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image', 'gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image', 'gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image', 'webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image', 'avif'],
    ['AVIF under mif1', ftyp('mif1', 'avif', 'miaf'), 'image', 'avif'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image', 'heic'],
    ['HEIF mif1', ftyp('mif1', 'heic'), 'image', 'heic'],
    ['MP4 isom', ftyp('isom', 'iso2', 'avc1', 'mp41'), 'video', 'mp4'],
    ['MP4 mp42', ftyp('mp42', 'isom'), 'video', 'mp4'],
    ['MOV', ftyp('qt  ', 'qt  '), 'video', 'mov'],
    ['M4A audio', ftyp('M4A ', 'isom'), 'file', 'm4a'],
    ['3GP', ftyp('3gp4', 'isom'), 'video', '3gp'],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm'),
      'video',
      'webm',
    ],
    ['Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), 'video', 'mkv'],
    ['AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video', 'avi'],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3'), 'file', 'pdf'],
    ['Word', zipWith('word/document.xml'), 'file', 'docx'],
    ['Excel', zipWith('xl/workbook.xml'), 'file', 'xlsx'],
    ['PowerPoint', zipWith('ppt/presentation.xml'), 'file', 'pptx'],
    ['OpenDocument text', zipWith('mimetypeapplication/vnd.oasis.opendocument.text'), 'file', 'odt'],
    ['plain zip', zipWith('notes/readme.txt'), 'file', 'zip'],
    ['MP3', bytes('ID3', [4, 0, 0]), 'file', 'mp3'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'file', 'wav'],
    [
      'SVG',
      bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      'file',
      'svg',
    ],
    ['bare SVG', bytes('  <svg onload="alert(1)"></svg>'), 'file', 'svg'],
    ['HTML', bytes('<!DOCTYPE html><html><script>alert(1)</script>'), 'file', 'html'],
    ['text', bytes('Name;Rooms\nCasa;3\n'), 'file', 'txt'],
    ['Latin-1 text is no UTF-8', bytes('Habitaci\xf3n'), 'file', 'bin'],
    ['UTF-8 text', new TextEncoder().encode('Señal ✓ año'), 'file', 'txt'],
    ['unknown binary', bytes([0, 1, 2, 3, 0xfe, 0xff]), 'file', 'bin'],
    ['control bytes without NUL', bytes([1, 1, 1, 1, 2, 3]), 'file', 'bin'],
    ['empty', new Uint8Array(0), 'file', 'bin'],
  ] as const)('%s → %s .%s', (_name, head, kind, extension) => {
    const sniffed = sniffFileType(head);
    expect(sniffed.kind).toBe(kind);
    expect(sniffed.extension).toBe(extension);
  });

  it('an image claim is not enough: HTML named photo.jpg is an html file', () => {
    expect(sniffFileType(bytes('<html><body>photo.jpg</body></html>')).kind).toBe('file');
  });

  it('a head cut inside a UTF-8 character is still text while the file goes on', () => {
    const head = new TextEncoder().encode(`${'a'.repeat(8190)}ñ`).subarray(0, 8191);
    expect(sniffFileType(head, false).extension).toBe('txt');
    expect(sniffFileType(head, true).extension).toBe('bin');
  });
});
