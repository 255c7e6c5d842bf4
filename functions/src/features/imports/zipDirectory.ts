import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { type ImportLimits, importLimits } from '@colmena/shared/imports';
import { AppError } from '../../platform/http/AppError';

const eocdSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const notSpreadsheet = () => new AppError('import_not_a_spreadsheet');

/**
 * The zip directory of an .xlsx, read before any part of it is unpacked: too many entries or a
 * declared unpacked size over the bound refuses the file at once (a zip bomb that says what it
 * is). Then each entry is inflated and counted, bytes thrown away, stopping the moment it gives
 * more than its entry declared or the total passes the bound (a bomb that lies in its
 * directory): only a file that passes goes to the workbook reader.
 */
export async function checkZipDirectory(file: Buffer, limits: ImportLimits = importLimits): Promise<void> {
  const entries = readDirectory(file, limits);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notSpreadsheet();
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxUnpackedBytes)
    throw AppError.withParams('import_unpacked_too_big', { max: megabytes(limits.maxUnpackedBytes) });
  let total = 0;
  for (const entry of entries) total += await inflatedSize(file, entry, limits.maxUnpackedBytes - total);
}

export function readDirectory(file: Buffer, limits: ImportLimits = importLimits): ZipEntry[] {
  const eocd = findEndOfDirectory(file);
  if (eocd < 0) throw notSpreadsheet();
  const count = file.readUInt16LE(eocd + 10);
  const size = file.readUInt32LE(eocd + 12);
  const offset = file.readUInt32LE(eocd + 16);
  // ZIP64 markers: an .xlsx within the bounds never needs them.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    throw AppError.withParams('import_too_many_entries', { max: limits.maxZipEntries });
  if (count > limits.maxZipEntries)
    throw AppError.withParams('import_too_many_entries', { max: limits.maxZipEntries });
  if (offset + size > eocd) throw notSpreadsheet();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== centralSignature) throw notSpreadsheet();
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    entries.push({
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(file: Buffer): number {
  const last = file.length - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (file.readUInt32LE(at) === eocdSignature) return at;
  return -1;
}

/** The stored bytes of one entry, found through its local header. */
function storedBytes(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== localSignature) throw notSpreadsheet();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  return file.subarray(start, start + entry.compressedSize);
}

/**
 * One entry's unpacked bytes as a stream that waits for its reader (stored or deflated, the
 * two methods an .xlsx uses). The file was checked by `checkZipDirectory` first, so its
 * entries unpack within the bounds.
 */
export function openEntry(file: Buffer, entry: ZipEntry): Readable {
  const data = storedBytes(file, entry);
  if (entry.method === 0) return Readable.from([data]);
  if (entry.method !== 8) throw notSpreadsheet();
  const inflate = createInflateRaw();
  inflate.end(data);
  return inflate;
}

/** Inflates one entry into nothing, counting: past what it declared, or `room`, it is refused. */
function inflatedSize(file: Buffer, entry: ZipEntry, room: number): Promise<number> {
  const data = storedBytes(file, entry);
  const allowed = Math.min(entry.size, room);
  const tooBig = () =>
    AppError.withParams('import_unpacked_too_big', { max: megabytes(importLimits.maxUnpackedBytes) });
  if (entry.method === 0) {
    if (data.length > allowed) throw tooBig();
    return Promise.resolve(data.length);
  }
  if (entry.method !== 8) throw notSpreadsheet();
  return new Promise((resolve, reject) => {
    let produced = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > allowed) {
        inflate.destroy();
        reject(tooBig());
      }
    });
    inflate.on('error', () => reject(notSpreadsheet()));
    inflate.on('end', () => resolve(produced));
    inflate.end(data);
  });
}
