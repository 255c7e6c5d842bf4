import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { contentTypeOf } from '../../platform/files/contentType';
import { safeRelativePath } from '../../platform/files/safeRelativePath';

export interface DistFile {
  body: Buffer;
  contentType: string;
}

/** A file of the built web app, or null if the path is unsafe or not a file. */
export async function readDistFile(webDist: string, relativePath: string): Promise<DistFile | null> {
  const segments = safeRelativePath(relativePath);
  if (!segments) return null;
  const root = resolve(webDist);
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    const type = contentTypeOf(file);
    return { body: await readFile(file), contentType: type };
  } catch {
    return null;
  }
}
