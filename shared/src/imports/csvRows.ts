/**
 * A CSV read as it arrives (RFC 4180: quoted cells with "" for a quote, CRLF or LF rows), chunk
 * by chunk, so a large file is never held whole. The separator is the first line's most
 * frequent of `;` (Spanish spreadsheets), `,` and tab. A UTF-8 BOM is dropped.
 */
export class CsvRows {
  private separator: string | null = null;
  private pending = '';
  private started = false;
  private cell = '';
  private row: string[] = [];
  private quoted = false;
  /** The length of the cell being read: a cell longer than `maxCell` stops the reading. */
  constructor(private readonly maxCell: number) {}

  /** Rows completed by this chunk. Throws CellTooLong past the bound. */
  push(chunk: string): string[][] {
    let text = this.pending + chunk;
    this.pending = '';
    if (!this.started) {
      if (text.length === 0) return [];
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      this.started = true;
    }
    if (this.separator === null) {
      const end = firstLineEnd(text);
      if (end < 0 && text.length < 64 * 1024) {
        this.pending = text;
        return [];
      }
      this.separator = chooseSeparator(text.slice(0, end < 0 ? text.length : end));
    }
    return this.scan(text, false);
  }

  /** The last row, when the file does not end with a line break. */
  end(): string[][] {
    const text = this.pending;
    this.pending = '';
    if (this.separator === null) this.separator = chooseSeparator(text);
    const rows = this.scan(text, true);
    if (this.cell !== '' || this.row.length > 0) {
      this.row.push(this.cell);
      rows.push(this.row);
      this.row = [];
      this.cell = '';
    }
    return rows;
  }

  private scan(text: string, final: boolean): string[][] {
    const rows: string[][] = [];
    const sep = this.separator ?? ',';
    let i = 0;
    while (i < text.length) {
      const ch = text[i] as string;
      if (this.quoted) {
        if (ch === '"') {
          if (i + 1 >= text.length && !final) {
            this.pending = '"';
            return rows;
          }
          if (text[i + 1] === '"') {
            this.add('"');
            i += 2;
            continue;
          }
          this.quoted = false;
        } else this.add(ch);
        i++;
        continue;
      }
      if (ch === '"' && this.cell === '') this.quoted = true;
      else if (ch === sep) {
        this.row.push(this.cell);
        this.cell = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && i + 1 >= text.length && !final) {
          this.pending = '\r';
          return rows;
        }
        if (ch === '\r' && text[i + 1] === '\n') i++;
        this.row.push(this.cell);
        rows.push(this.row);
        this.row = [];
        this.cell = '';
      } else this.add(ch);
      i++;
    }
    return rows;
  }

  private add(ch: string) {
    if (this.cell.length >= this.maxCell) throw new CellTooLong();
    this.cell += ch;
  }
}

export class CellTooLong extends Error {
  constructor() {
    super('a cell is longer than the import allows');
    this.name = 'CellTooLong';
  }
}

function firstLineEnd(text: string): number {
  const n = text.indexOf('\n');
  const r = text.indexOf('\r');
  if (n < 0) return r;
  if (r < 0) return n;
  return Math.min(n, r);
}

function chooseSeparator(line: string): string {
  const count = (sep: string) => line.split(sep).length - 1;
  const candidates = [';', ',', '\t'].map((sep) => [sep, count(sep)] as const);
  const best = candidates.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}
