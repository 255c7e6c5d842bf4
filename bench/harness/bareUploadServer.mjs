// Baseline for the uploads benchmark: the least a Node HTTP server can do with an upload —
// stream the request body to a new file in DATA_DIR, no multipart parsing, no checks, no
// record. Plain JavaScript so nothing (no loader, no framework) sits in its way.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dataDir = String(process.env.DATA_DIR);
const port = Number(process.env.PORT);

createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(200).end('ok');
    return;
  }
  pipeline(req, createWriteStream(join(dataDir, `${randomUUID()}.bin`))).then(
    () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
    () => res.writeHead(500).end(),
  );
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
