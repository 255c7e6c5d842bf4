/**
 * What an uploaded file is, read from its first bytes (magic numbers), never from the name or
 * the type the client claims: a script named photo.jpg stays a file served as an attachment.
 */
export type UploadKind = 'image' | 'video' | 'file';

export interface SniffedType {
  kind: UploadKind;
  /** The extension the stored file gets, lower case, without the dot. */
  extension: string;
  mime: string;
}

/** How many leading bytes sniffing reads: enough for the ftyp box and the first zip entries. */
export const sniffLength = 8192;

const unknown: SniffedType = { kind: 'file', extension: 'bin', mime: 'application/octet-stream' };

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

const type = (kind: UploadKind, extension: string, mime: string): SniffedType => ({ kind, extension, mime });

/** ISO base media (`....ftyp<brand>`): AVIF, HEIC, MP4, MOV, M4A, 3GP by their major and compatible brands. */
function isoBaseMedia(head: Uint8Array): SniffedType | null {
  if (head.length < 12 || ascii(head, 4, 4) !== 'ftyp') return null;
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(head.length, Math.max(boxSize, 16));
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, 4));
  const major = brands[0] ?? '';
  if (major === 'avif' || major === 'avis') return type('image', 'avif', 'image/avif');
  if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(major))
    return type('image', 'heic', 'image/heic');
  if (major === 'mif1' || major === 'msf1')
    return brands.includes('avif')
      ? type('image', 'avif', 'image/avif')
      : type('image', 'heic', 'image/heic');
  if (major === 'qt  ') return type('video', 'mov', 'video/quicktime');
  if (major === 'M4A ' || major === 'M4B ') return type('file', 'm4a', 'audio/mp4');
  if (major.startsWith('3g')) return type('video', '3gp', 'video/3gpp');
  return type('video', 'mp4', 'video/mp4');
}

/** EBML (Matroska family): WebM when its DocType says so, else MKV. */
function matroska(head: Uint8Array): SniffedType | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  return ascii(head, 0, Math.min(head.length, 64)).includes('webm')
    ? type('video', 'webm', 'video/webm')
    : type('video', 'mkv', 'video/x-matroska');
}

/** A zip archive: the Office Open XML formats name their folders in the first entries. */
function zip(head: Uint8Array): SniffedType | null {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  const text = ascii(head, 0, head.length);
  if (text.includes('word/'))
    return type('file', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  if (text.includes('xl/'))
    return type('file', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  if (text.includes('ppt/'))
    return type('file', 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation');
  if (text.includes('mimetypeapplication/vnd.oasis.opendocument.text'))
    return type('file', 'odt', 'application/vnd.oasis.opendocument.text');
  if (text.includes('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'))
    return type('file', 'ods', 'application/vnd.oasis.opendocument.spreadsheet');
  return type('file', 'zip', 'application/zip');
}

/** Text without control bytes that decodes as UTF-8: SVG and HTML stay files (never rendered inline). */
function text(head: Uint8Array, complete: boolean): SniffedType | null {
  // Control characters other than tab, line breaks, form feed and escape mean binary.
  if (head.length === 0 || head.some((byte) => byte < 0x20 && ![9, 10, 12, 13, 27].includes(byte)))
    return null;
  // The head may end inside a multi-byte character: drop at most 3 trailing bytes before decoding.
  let decoded: string | null = null;
  for (let cut = 0; cut <= (complete ? 0 : 3) && decoded === null; cut++) {
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
    } catch {
      decoded = null;
    }
  }
  if (decoded === null) return null;
  const start = decoded
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(start))
    return type('file', 'svg', 'image/svg+xml');
  if (/^(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>])/.test(start))
    return type('file', 'html', 'text/html');
  return type('file', 'txt', 'text/plain');
}

/**
 * The type of a file from its first bytes (at least `sniffLength` of them, or the whole file
 * when shorter: `complete`). Unknown binary content is a file with extension `bin`.
 */
export function sniffFileType(head: Uint8Array, complete = head.length < sniffLength): SniffedType {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return type('image', 'jpg', 'image/jpeg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return type('image', 'png', 'image/png');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return type('image', 'gif', 'image/gif');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP')
    return type('image', 'webp', 'image/webp');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'AVI ')
    return type('video', 'avi', 'video/x-msvideo');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return type('file', 'wav', 'audio/wav');
  if (ascii(head, 0, 5) === '%PDF-') return type('file', 'pdf', 'application/pdf');
  if (ascii(head, 0, 3) === 'ID3' || startsWith(head, [0xff, 0xfb])) return type('file', 'mp3', 'audio/mpeg');
  return isoBaseMedia(head) ?? matroska(head) ?? zip(head) ?? text(head, complete) ?? unknown;
}
