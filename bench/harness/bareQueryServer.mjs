// Floor for the query benchmark: bare node:http and better-sqlite3 answering the same page
// (one filter, a sort, 50 rows) from the same 100,000 journals, kept in a plain table with a
// two-column index — no tenancy, session, policy, query model or JSON documents. Same pragmas
// as the store. The journals come as JSON lines on stdin-less DATA_FILE (written by the bench).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const port = Number(process.env.PORT);
const db = new Database(join(String(process.env.DATA_DIR), 'bare-query.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS journals (id TEXT PRIMARY KEY, project TEXT NOT NULL, created TEXT NOT NULL,
    data TEXT NOT NULL) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS journals_by_project ON journals (project, created DESC);
`);
const insert = db.prepare('INSERT OR REPLACE INTO journals (id, project, created, data) VALUES (?, ?, ?, ?)');
db.transaction(() => {
  for (const line of readFileSync(String(process.env.DATA_FILE), 'utf8').split('\n')) {
    if (!line) continue;
    const { id, data } = JSON.parse(line);
    insert.run(id, data.ProjectId, data.CreatedAt, JSON.stringify({ ...data, FireId: id }));
  }
})();
const page = db.prepare('SELECT data FROM journals WHERE project = ? ORDER BY created DESC LIMIT ?').pluck();

createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let status = 200;
    let body;
    try {
      const query = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const rows = page.all(query.where[0][2], query.limit);
      body = `{"docs":[${rows.join(',')}]}`;
    } catch (error) {
      status = 400;
      body = JSON.stringify({ error: 'bad_request', message: String(error) });
    }
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => {
  db.close();
  process.exit(0);
});
