import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/**
 * The worker: its own connection to the database file, running a PASSIVE checkpoint (never in
 * a writer's way) whenever asked, and answering how many frames the WAL held.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('wal_autocheckpoint = 0');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  let error = null;
  let frames = 0;
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    frames = row ? row.log : 0;
  } catch (e) {
    error = String(e && e.message ? e.message : e);
  }
  parentPort.postMessage({ error, frames });
});
`;

/** How often a checkpoint may start while commits keep coming (about 1,000 frames at full load). */
const minIntervalMs = 100;
/** Other writers of the file (accounts, mail) get checkpointed at least this often. */
const idleIntervalMs = 2000;

/** What `PRAGMA wal_checkpoint` answers: blocked by a lock, frames in the WAL, frames copied. */
interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

export interface Checkpointer {
  /**
   * Call right after a commit, outside any transaction: asks the worker for a checkpoint soon,
   * and finishes the worker's last one here when the WAL has to start over (see below).
   */
  committed(): void;
  close(): Promise<void>;
}

/**
 * WAL checkpoints in a worker thread instead of inside a commit. SQLite's automatic checkpoint
 * runs in the COMMIT that crosses 1,000 WAL frames and syncs the WAL and the database file
 * there, blocking the event loop for as long as the disk takes — the largest single cost of a
 * command under load. The connection's automatic checkpoint is turned off and the worker copies
 * the WAL back into the database file in parallel; a passive checkpoint never blocks readers
 * or the writer.
 *
 * The WAL only starts over when a write begins after a checkpoint copied all of it, which the
 * worker alone never achieves under steady writes (commits keep appending while it copies). So
 * once the WAL holds `resetFrames` frames, the thread that writes runs one more passive
 * checkpoint right after a commit: the worker has already copied and synced nearly everything,
 * so this one copies only the last few frames, and the next write rewinds the WAL.
 * Null for an in-memory database (no WAL): nothing to do.
 */
export function startCheckpointer(db: Database, resetFrames = 10_000): Checkpointer | null {
  if (db.memory || String(db.pragma('journal_mode', { simple: true })) !== 'wal') return null;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driver, file: db.name },
  });
  worker.unref();
  db.pragma('wal_autocheckpoint = 0');

  let running = false;
  let wanted = false;
  let lastStart = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failedAt = 0;
  let finish = false;

  const start = () => {
    timer = undefined;
    if (closed || running) return;
    running = true;
    wanted = false;
    lastStart = Date.now();
    worker.postMessage('checkpoint');
  };
  const nudge = () => {
    if (closed) return;
    wanted = true;
    if (running || timer) return;
    timer = setTimeout(start, Math.max(0, lastStart + minIntervalMs - Date.now()));
    timer.unref();
  };
  const idle = setInterval(nudge, idleIntervalMs);
  idle.unref();

  worker.on('message', ({ error, frames }: { error: string | null; frames: number }) => {
    running = false;
    if (frames >= resetFrames) finish = true;
    if (error && Date.now() - failedAt > 60_000) {
      failedAt = Date.now();
      console.error('[colmena] WAL checkpoint failed (will retry):', error);
    }
    if (wanted) nudge();
  });
  // Without the worker the WAL would only grow: SQLite checkpoints in the commit again.
  const fallBack = (reason: unknown) => {
    if (closed) return;
    closed = true;
    clearInterval(idle);
    if (timer) clearTimeout(timer);
    console.error('[colmena] the WAL checkpoint worker stopped; checkpointing in commits again:', reason);
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(`exit ${code}`));

  return {
    committed() {
      if (finish && !closed && !db.inTransaction) {
        try {
          const [row] = db.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[];
          // Busy (the worker is mid-checkpoint) or short of the end: the next commit tries again.
          finish = row?.busy !== 0 || row.checkpointed < row.log;
        } catch (error) {
          finish = false;
          console.error('[colmena] WAL checkpoint failed:', error);
        }
      }
      nudge();
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(idle);
      if (timer) clearTimeout(timer);
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      const deadline = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(deadline);
    },
  };
}
