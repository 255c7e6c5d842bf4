import { request as httpRequest } from 'node:http';
import type { Page, Route } from '@playwright/test';
import { e2ePort } from '../env';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends the browser's request to the server from here, with the page's cookies, and reads the answer. */
async function sendFromHere(page: Page, route: Route): Promise<Answer> {
  const request = route.request();
  const url = new URL(request.url());
  const cookies = await page.context().cookies(request.url());
  const headers = {
    ...(await request.allHeaders()),
    host: url.host,
    cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
  };
  const body = request.postDataBuffer();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePort,
        method: request.method(),
        path: url.pathname + url.search,
        headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join('\n') : value;
          }
          resolve({
            status: incoming.statusCode ?? 502,
            headers: answerHeaders,
            body: Buffer.concat(chunks),
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

/**
 * The next request to `path` reaches the server at once, but its answer (cookies included)
 * reaches the page only `holdMs` later: what a slow network does to an answer while the
 * server's other messages (a live stream's end) already arrive. Playwright's own route.fetch
 * would set the answer's cookies in the browser as soon as it arrives, hence the request from here.
 */
export async function holdAnswerOf(page: Page, path: string, holdMs: number): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const answer = await sendFromHere(page, route);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
    { times: 1 },
  );
}
