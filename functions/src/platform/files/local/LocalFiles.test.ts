import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFiles } from './LocalFiles';

let root: string;
let files: LocalFiles;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'colmena-files-'));
  files = new LocalFiles(join(root, 'files'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('local files', () => {
  it('writes and reads a tenant file with its content type', async () => {
    await files.write('demo', 'img/logo.svg', '<svg/>');
    const file = await files.read('demo', 'img/logo.svg');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(Buffer.from(file?.body ?? []).toString()).toBe('<svg/>');
    expect(await files.read('develop', 'img/logo.svg')).toBeNull();
    expect(await files.read('demo', 'img')).toBeNull();
  });

  it('never leaves the tenant folder', async () => {
    writeFileSync(join(root, 'secret.txt'), 'secret');
    await files.write('demo', 'ok.txt', 'ok');
    expect(await files.read('demo', '../../secret.txt')).toBeNull();
    expect(await files.read('..', 'secret.txt')).toBeNull();
    await expect(files.write('demo', '../escape.txt', 'x')).rejects.toMatchObject({ code: 'bad_request' });
  });
});
