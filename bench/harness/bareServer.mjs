// Baseline for the company benchmark: the least a Node HTTP server can do to answer the
// same bytes. Plain JavaScript so nothing (no loader, no framework) sits in its way.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(String(process.env.BARE_BODY_FILE));
const contentType = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';
const port = Number(process.env.PORT);

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
