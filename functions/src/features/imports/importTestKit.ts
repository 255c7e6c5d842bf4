import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A workbook of one sheet with these rows (the first is the header), as .xlsx bytes. */
export async function workbookBytes(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Datos');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A large workbook written by exceljs's streaming writer (rows made one at a time). */
export async function streamedWorkbookBytes(
  header: readonly string[],
  count: number,
  row: (i: number) => unknown[],
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = writer.addWorksheet('Datos');
  sheet.addRow([...header]).commit();
  for (let i = 0; i < count; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

interface RawEntry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  /** What the directory says the entry unpacks to (a lying bomb says less). */
  size: number;
}

async function deflateZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const block = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(parts);
}

/** A zip by hand (CRCs zero: the directory check never gets that far). */
function zipOf(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = async (name: string, text: string): Promise<RawEntry> => {
  const data = await deflateBuffer(Buffer.from(text));
  return { name, data, size: text.length };
};

async function deflateBuffer(bytes: Buffer): Promise<Buffer> {
  const { deflateRawSync } = await import('node:zlib');
  return deflateRawSync(bytes);
}

/**
 * A zip bomb dressed as a workbook: a sheet of `bytes` zeros. `honest`: the directory says so;
 * otherwise it claims 1 KB (only inflating shows the truth).
 */
export async function zipBomb(bytes: number, honest: boolean): Promise<Buffer> {
  const bomb = await deflateZeros(bytes);
  return zipOf([
    await small('[Content_Types].xml', '<Types/>'),
    await small('xl/workbook.xml', '<workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', data: bomb, size: honest ? bytes : 1024 },
  ]);
}

/** A zip of `count` tiny entries (a workbook has about a dozen). */
export async function manyEntries(count: number): Promise<Buffer> {
  const entries = [
    await small('[Content_Types].xml', '<Types/>'),
    await small('xl/workbook.xml', '<workbook/>'),
  ];
  const one = await small('x', 'x');
  for (let i = 0; i < count; i++) entries.push({ ...one, name: `xl/media/${i}.bin` });
  return zipOf(entries);
}
