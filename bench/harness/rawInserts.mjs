// In-process floor for the commands benchmark (issue 3 "raw better-sqlite3 inserts/s of the same
// documents"): no HTTP at all, one transaction per create with the document row and an audit
// row, the store's pragmas, for DURATION_SECONDS. Prints one JSON object.
import { join } from 'node:path';
import Database from 'better-sqlite3';

const seconds = Number(process.env.DURATION_SECONDS ?? 5);
const db = new Database(join(String(process.env.DATA_DIR), 'raw.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
    PRIMARY KEY (collection, id)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS audit (seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, command TEXT NOT NULL,
    document TEXT NOT NULL, data TEXT NOT NULL);
`);
const insertDoc = db.prepare('INSERT INTO documents (collection, id, data) VALUES (?, ?, ?)');
const insertAudit = db.prepare('INSERT INTO audit (at, command, document, data) VALUES (?, ?, ?, ?)');
const create = db.transaction((n) => {
  const data = {
    Name: `Reforma de cocina ${n} · Calle de Alcalá ${n % 400}`,
    Habitación: 'Cocina',
    ImgArray: [],
    Presupuesto: 12_000 + (n % 9_000),
    Estado: 'Presupuesto',
  };
  const json = JSON.stringify(data);
  const id = `raw-${n}`;
  insertDoc.run('proyectos', id, json);
  insertAudit.run(new Date().toISOString(), id, id, json);
});

let n = 0;
const started = process.hrtime.bigint();
const deadline = started + BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() < deadline) {
  for (let i = 0; i < 100; i += 1) create(n++);
}
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
db.close();
process.stdout.write(
  `${JSON.stringify({ inserts: n, durationSeconds: Number(elapsed.toFixed(2)), insertsPerSec: Number((n / elapsed).toFixed(1)) })}\n`,
);
