import { describe, expect, it } from 'vitest';
import { type AutoOpenStorage, claimAutoOpen } from './panelAutoOpen';

function memoryStorage(): AutoOpenStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('left panel auto-open', () => {
  it('opens once when there is content, never again in the same session', () => {
    const storage = memoryStorage();
    expect(claimAutoOpen(true, storage)).toBe(true);
    expect(claimAutoOpen(true, storage)).toBe(false);
  });

  it('does not open, nor use up its one time, while there is nothing to show', () => {
    const storage = memoryStorage();
    expect(claimAutoOpen(false, storage)).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(claimAutoOpen(true, storage)).toBe(true);
  });

  it('still opens when storage throws', () => {
    const broken: AutoOpenStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimAutoOpen(true, broken)).toBe(true);
  });
});
