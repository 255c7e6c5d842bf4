import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * GET with an explicit Host header (fetch does not let us set Host, and the tenant is
 * chosen by it). Rejects on connection errors, which the start-up poller treats as "not yet".
 */
export function httpGet(url: string, host?: string, timeoutMs = 2000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host } : {}, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
