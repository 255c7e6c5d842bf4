import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pulledBody } from './pulledBody';

/** A source that counts what was taken from it and whether it was ended early. */
function countingSource(chunks: number) {
  const seen = { taken: 0, ended: false };
  const source = (async function* () {
    try {
      for (let i = 0; i < chunks; i++) {
        seen.taken++;
        yield new Uint8Array([i]);
      }
    } finally {
      seen.ended = true;
    }
  })();
  return { source, seen };
}

describe('pulledBody', () => {
  it('hands every chunk over in order, then ends', async () => {
    const { source } = countingSource(5);
    const out: number[] = [];
    for await (const chunk of pulledBody(source) as unknown as AsyncIterable<Uint8Array>) out.push(...chunk);
    expect(out).toEqual([0, 1, 2, 3, 4]);
  });

  it('takes nothing before its reader asks, and ends the source when the reader cancels', async () => {
    const { source, seen } = countingSource(1000);
    const reader = pulledBody(source).getReader();
    await new Promise(setImmediate);
    expect(seen.taken).toBe(0);
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(seen.taken).toBe(2);
    expect(seen.ended).toBe(true);
  });

  it('destroys a Node stream its reader stopped reading halfway', async () => {
    const node = Readable.from(Array.from({ length: 100 }, (_, i) => Buffer.from([i])));
    let n = 0;
    for await (const _ of pulledBody(node) as unknown as AsyncIterable<Uint8Array>) if (++n === 3) break;
    expect(node.destroyed).toBe(true);
  });
});
