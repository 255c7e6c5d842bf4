import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Smaller bodies gain nothing worth the Content-Encoding round trip. */
export const minCompressBytes = 1024;

const compressibleType = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= minCompressBytes && compressibleType.test(contentType);
}

/**
 * The encodings an Accept-Encoding header allows (`q=0` refuses one, `*` allows the rest).
 * Without the header a client gets the plain body.
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? wildcard ?? 0;
    if (weight > 0) accepted.add(encoding);
  }
  return accepted;
}

interface Entry {
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
  brReady?: Buffer;
  bytes: number;
}

/**
 * Compressed copies of the built web app's files, made once per content and kept (the assets
 * are immutable, hashed files). gzip is quick, so the first request waits for it; brotli at its
 * best quality takes about half a second for the app bundle, so it is made in the background and
 * served once ready — no visitor waits for it. Oldest copies go first past `maxBytes`.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The body in the best encoding the client accepts that is ready, or null to send it plain. */
  async encode(
    body: Buffer,
    accepted: ReadonlySet<Encoding>,
  ): Promise<{ encoding: Encoding; body: Buffer } | null> {
    if (accepted.size === 0) return null;
    const entry = this.entryFor(body);
    if (accepted.has('br')) {
      if (entry.brReady) return { encoding: 'br', body: entry.brReady };
      entry.br ??= this.track(entry, brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      entry.br.then((ready) => {
        entry.brReady = ready;
      }, noop);
      if (!accepted.has('gzip')) return { encoding: 'br', body: await entry.br };
    }
    entry.gzip ??= this.track(entry, gzipAsync(body, { level: 9 }));
    return { encoding: 'gzip', body: await entry.gzip };
  }

  private entryFor(body: Buffer): Entry {
    const key = createHash('sha256').update(body).digest('base64');
    const known = this.entries.get(key);
    if (known) return known;
    const entry: Entry = { bytes: 0 };
    this.entries.set(key, entry);
    return entry;
  }

  private track(entry: Entry, made: Promise<Buffer>): Promise<Buffer> {
    made.then((buffer) => {
      entry.bytes += buffer.length;
      this.bytes += buffer.length;
      this.evict();
    }, noop);
    return made;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

const noop = () => {};
