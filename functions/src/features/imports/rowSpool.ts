/** Bytes of each block rows are appended to (a row longer than this gets a block of its own). */
const blockBytes = 1 << 20;

/**
 * The rows of a file as read, each its document as JSON with its line, kept as UTF-8 in 1 MB
 * blocks outside the JavaScript heap until its batch is written. Held as 100,000 strings and
 * objects they were the largest live part of the heap during an import (≈ 40 MB), and V8 lets
 * the heap grow in proportion to what is live: the server's peak RSS followed.
 */
export class RowSpool {
  private readonly blocks: Buffer[] = [];
  private used = blockBytes;
  private count = 0;
  private lines = new Int32Array(1024);
  private blockOf = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  /** The JSON's length in characters (what a batch's budget counts). */
  private chars = new Int32Array(1024);

  get length(): number {
    return this.count;
  }

  push(line: number, json: string): void {
    const bytes = Buffer.byteLength(json);
    if (this.used + bytes > blockBytes) {
      this.blocks.push(Buffer.allocUnsafe(Math.max(blockBytes, bytes)));
      this.used = 0;
    }
    if (this.count === this.lines.length) this.grow();
    const block = this.blocks.length - 1;
    const written = (this.blocks[block] as Buffer).write(json, this.used, 'utf8');
    this.lines[this.count] = line;
    this.blockOf[this.count] = block;
    this.starts[this.count] = this.used;
    this.ends[this.count] = this.used + written;
    this.chars[this.count] = json.length;
    this.used += written;
    this.count++;
  }

  line(index: number): number {
    return this.lines[index] ?? 0;
  }

  json(index: number): string {
    const block = this.blocks[this.blockOf[index] ?? 0] as Buffer;
    return block.toString('utf8', this.starts[index], this.ends[index]);
  }

  jsonLength(index: number): number {
    return this.chars[index] ?? 0;
  }

  private grow(): void {
    const size = this.lines.length * 2;
    const larger = (old: Int32Array) => {
      const next = new Int32Array(size);
      next.set(old);
      return next;
    };
    this.lines = larger(this.lines);
    this.blockOf = larger(this.blockOf);
    this.starts = larger(this.starts);
    this.ends = larger(this.ends);
    this.chars = larger(this.chars);
  }
}
