import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { busyTimeoutMs, openDatabase } from './openDatabase';

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const open = () => {
    const dir = mkdtempSync(join(tmpdir(), 'colmena-open-'));
    dirs.push(dir);
    return openDatabase(join(dir, 'nested', 'colmena.db'));
  };

  it.each([
    ['journal_mode', 'wal'],
    ['synchronous', 1], // NORMAL
    ['busy_timeout', busyTimeoutMs],
    // MEMORY: the savepoints' sub-journals never go to files in /var/tmp (see openDatabase).
    ['temp_store', 2],
    ['foreign_keys', 1],
  ])('sets %s to %s', (pragma, value) => {
    const db = open();
    try {
      expect(db.pragma(pragma, { simple: true })).toBe(value);
    } finally {
      db.close();
    }
  });
});
