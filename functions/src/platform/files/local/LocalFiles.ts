import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AppError } from '../../http/AppError';
import { type ByteRangeRequest, resolveByteRange } from '../byteRange';
import { contentTypeOf } from '../contentType';
import { emptyBody } from '../emptyBody';
import type { FileInfo, Files, OpenedFile, StoredFile } from '../Files';
import { tenantFileSegments } from '../safeRelativePath';
import { batchedWrite } from './batchedWrite';
import { fileBody } from './fileBody';

const isMissing = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

/** Files on local disk under `{root}/{tenant}/...`. */
export class LocalFiles implements Files {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async read(tenant: string, path: string): Promise<StoredFile | null> {
    const found = await this.info(tenant, path);
    if (!found) return null;
    try {
      return { ...found.info, body: await readFile(found.file) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async open(
    tenant: string,
    path: string,
    options: { range?: ByteRangeRequest } = {},
  ): Promise<OpenedFile | null> {
    const found = await this.info(tenant, path);
    if (!found) return null;
    const range = options.range && resolveByteRange(options.range, found.info.size);
    if (range === null) return { ...found.info, body: emptyBody(), range: 'unsatisfiable' };
    return {
      ...found.info,
      body: fileBody(found.file, range ?? undefined),
      ...(range ? { range } : {}),
    };
  }

  async write(tenant: string, path: string, body: Uint8Array | string): Promise<void> {
    const file = this.target(tenant, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async writeStream(
    tenant: string,
    path: string,
    source: AsyncIterable<Uint8Array>,
    limits: { maxBytes: number },
  ): Promise<{ size: number }> {
    const file = this.target(tenant, path);
    await mkdir(dirname(file), { recursive: true });
    // Written beside, then renamed over: a reader sees the old file or the whole new one.
    const part = `${file}.part-${randomUUID()}`;
    try {
      const handle = await open(part, 'wx');
      let size: number;
      try {
        size = await batchedWrite(handle, source, limits.maxBytes);
      } finally {
        await handle.close();
      }
      await rename(part, file);
      return { size };
    } catch (err) {
      await rm(part, { force: true });
      throw err;
    }
  }

  async remove(tenant: string, path: string): Promise<boolean> {
    const file = this.locate(tenant, path);
    if (!file) return false;
    try {
      await unlink(file);
      return true;
    } catch (err) {
      if (isMissing(err) || (err instanceof Error && 'code' in err && err.code === 'EISDIR')) return false;
      throw err;
    }
  }

  async move(tenant: string, from: string, to: string): Promise<boolean> {
    const source = this.target(tenant, from);
    const target = this.target(tenant, to);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(source, target);
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  private async info(tenant: string, path: string): Promise<{ file: string; info: FileInfo } | null> {
    const file = this.locate(tenant, path);
    if (!file) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { file, info: { contentType: contentTypeOf(file), size: info.size, modifiedAt: info.mtime } };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  private target(tenant: string, path: string): string {
    const file = this.locate(tenant, path);
    if (!file) throw new AppError('bad_request', `invalid file path: ${path}`);
    return file;
  }

  /** The absolute file, or null when the path is unsafe; checked twice (segments, then prefix). */
  private locate(tenant: string, path: string): string | null {
    const segments = tenantFileSegments(tenant, path);
    if (!segments) return null;
    const base = join(this.root, tenant);
    const file = resolve(base, ...segments);
    return file.startsWith(base + sep) ? file : null;
  }
}
