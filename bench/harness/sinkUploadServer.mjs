// Floor of the uploads benchmark: a bare node:http server that reads the request body and
// throws it away — what sending 150 MB over loopback costs the client and any Node server
// before a byte is parsed or stored. Plain JavaScript so nothing sits in its way.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);

createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(200).end('ok');
    return;
  }
  req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
  req.resume();
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
