import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesConformance } from '../conformance/filesConformance';
import { LocalFiles } from './LocalFiles';

const root = mkdtempSync(join(tmpdir(), 'colmena-files-'));
let n = 0;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local files', () => {
  filesConformance(async () => new LocalFiles(join(root, `run-${++n}`)));

  it('reads nothing outside the tenant folder, even a file that exists there', async () => {
    const dir = join(root, 'outside');
    const files = new LocalFiles(join(dir, 'files'));
    await files.write('demo', 'ok.txt', 'ok');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    expect(await files.read('demo', '../../secret.txt')).toBeNull();
    expect(await files.read('..', 'secret.txt')).toBeNull();
  });

  it('leaves no partial file behind a refused stream', async () => {
    const files = new LocalFiles(join(root, 'partial'));
    async function* big() {
      yield Buffer.alloc(8, 1);
      yield Buffer.alloc(8, 2);
    }
    await expect(files.writeStream('demo', 'up/big.bin', big(), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'file_too_big',
    });
    expect(readdirSync(join(root, 'partial', 'demo', 'up'))).toEqual([]);
  });
});
