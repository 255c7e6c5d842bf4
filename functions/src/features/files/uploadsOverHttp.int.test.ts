import { request } from 'node:http';
import { maxUploadBytes, uploadsCollection } from '@colmena/shared/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../testing/sseTestClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

const demo = 'demo.localhost:8080';
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  server = await listen(app.app);
  cookie = await app.signIn(demo, 'employee@demo.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await app.close();
});

/**
 * A multipart upload of `size` bytes sent chunked (no Content-Length, so only the streamed
 * limit can stop it), as fast as the server reads it; resolves with the answer and how many
 * file bytes the client got to write before it came.
 */
function chunkedUpload(size: number) {
  const boundary = '----WebKitFormBoundaryHttpChunked01';
  const block = Buffer.alloc(1024 * 1024, 7);
  return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(
      {
        port: server.port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/files?collection=proyectos&docId=p-001',
        headers: {
          host: demo,
          origin: `http://${demo}`,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, written }));
      },
    );
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`);
    const pump = () => {
      while (!answered && written < size) {
        const piece = block.subarray(0, Math.min(block.length, size - written));
        written += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('POST /api/files over HTTP, chunked', () => {
  it('answers one byte over 150 MB with 413 "file bigger than 150mb" while the client is still sending, keeping nothing', async () => {
    const before = (await app.deps.store.query('demo', { collection: uploadsCollection })).length;
    const answer = await chunkedUpload(maxUploadBytes + 64 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'file_too_big', message: 'file bigger than 150mb' });
    // The answer came as soon as the limit was passed: of the 64 MB more the client had, it got
    // to send only what the sockets' buffers hold (4-5 MB here) before it was told.
    expect(answer.written).toBeLessThan(maxUploadBytes + 16 * 1024 * 1024);
    expect((await app.deps.store.query('demo', { collection: uploadsCollection })).length).toBe(before);
  }, 60_000);

  it('takes a chunked upload within the limit', async () => {
    const answer = await chunkedUpload(5 * 1024 * 1024);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'file' });
  });
});
