import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';

const warmPdfExports = vi.fn(async () => {});
vi.mock('./features/exports/pdf/warmPdf', () => ({ warmPdfExports }));
// No Firestore here: the platform fails to open, as a first request may see; the warm-up is the instance's.
vi.mock('./platform/cloud', () => ({
  openCloud: () => Promise.reject(new Error('no platform in this test')),
}));

/** What the Functions Framework hands the handler. */
function request(): { req: IncomingMessage; res: ServerResponse } {
  const req = Object.assign(new EventEmitter(), {
    method: 'GET',
    url: '/healthz',
    headers: {},
    rawHeaders: [],
    rawBody: Buffer.alloc(0),
  }) as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    setHeader: () => {},
    getHeader: () => undefined,
    end: () => {},
    on: EventEmitter.prototype.on,
  }) as unknown as ServerResponse;
  return { req, res };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

describe('the cloud entry warms the PDF exports (issue 16)', () => {
  it('the api function runs warmPdfExports after an instance’s first answer, once', async () => {
    // The SDK logs the failed platform of this test's requests.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = (await import('./index')).api as unknown as Handler;
    const first = request();
    await Promise.resolve(api(first.req, first.res)).catch(() => {});
    await tick();
    expect(warmPdfExports).not.toHaveBeenCalled();
    first.res.emit('finish');
    await tick();
    expect(warmPdfExports).toHaveBeenCalledTimes(1);

    const second = request();
    await Promise.resolve(api(second.req, second.res)).catch(() => {});
    second.res.emit('finish');
    await tick();
    expect(warmPdfExports).toHaveBeenCalledTimes(1);
    log.mockRestore();
  }, 60_000);
});
