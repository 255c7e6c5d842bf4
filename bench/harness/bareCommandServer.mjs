// Baseline for the commands benchmark (issue 3 "the thinnest possible server"): bare node:http
// and better-sqlite3 doing, per create, a document row and an audit row in one transaction —
// no tenancy, session, permissions, validation or change feed. Same pragmas as the store.
import { createServer } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const port = Number(process.env.PORT);
const db = new Database(join(String(process.env.DATA_DIR), 'bare.db'));
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
const create = db.transaction((command) => {
  const { collection, data } = command.payload;
  const docId = command.id;
  const json = JSON.stringify(data);
  insertDoc.run(collection, docId, json);
  insertAudit.run(new Date().toISOString(), command.id, docId, json);
  return docId;
});
const count = /** @type {import('better-sqlite3').Statement<[], { n: number }>} */ (
  db.prepare('SELECT count(*) AS n FROM documents')
);

createServer((req, res) => {
  if (req.method === 'GET') {
    const body = JSON.stringify({ ok: true, documents: count.get()?.n ?? 0 });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let status = 200;
    let answer;
    try {
      const command = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      answer = { id: command.id, status: 'applied', result: { docId: create(command) } };
    } catch (error) {
      status = 400;
      answer = { error: 'bad_request', message: String(error) };
    }
    const body = JSON.stringify(answer);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => {
  db.close();
  process.exit(0);
});
