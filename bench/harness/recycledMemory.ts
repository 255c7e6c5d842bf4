import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes then deletes a file of `bytes` in `dir`, so that the next write of that size lands in
 * page-cache memory the kernel has just had back. Why: on this VM the first touch of memory
 * the guest has not used for a while costs ~10× the copy itself (150 MB written into it: ~500 ms
 * of system time, into recycled memory: ~45 ms), and which of two writers gets the fresh memory
 * depends on what ran before. The uploads bench calls this before every timed write — `cp` and
 * upload alike — so both are measured on the same kind of memory.
 */
export function recycleMemory(dir: string, bytes: number): void {
  const file = join(dir, 'recycled-memory.bin');
  const block = Buffer.alloc(1024 * 1024, 0x5a);
  const fd = openSync(file, 'w');
  try {
    for (let written = 0; written < bytes; written += block.length) writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
  rmSync(file);
}
