import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AppError } from '../../http/AppError';
import { contentTypeOf } from '../contentType';
import type { Files, StoredFile } from '../Files';
import { safeRelativePath } from '../safeRelativePath';

/** Files on local disk under `{root}/{tenant}/...`. */
export class LocalFiles implements Files {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async read(tenant: string, path: string): Promise<StoredFile | null> {
    const file = this.locate(tenant, path);
    if (!file) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const body = await readFile(file);
      return { body, contentType: contentTypeOf(file), size: info.size, modifiedAt: info.mtime };
    } catch (err) {
      if (err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR'))
        return null;
      throw err;
    }
  }

  async write(tenant: string, path: string, body: Uint8Array | string): Promise<void> {
    const file = this.locate(tenant, path);
    if (!file) throw new AppError('bad_request', `invalid file path: ${path}`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  /** The absolute file, or null when the path is unsafe; checked twice (segments, then prefix). */
  private locate(tenant: string, path: string): string | null {
    const segments = safeRelativePath(path);
    if (!segments || !safeRelativePath(tenant) || tenant.includes('/')) return null;
    const base = join(this.root, tenant);
    const file = resolve(base, ...segments);
    return file.startsWith(base + sep) ? file : null;
  }
}
