import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './AppEnv';
import { clientAddress } from './clientAddress';

async function addressSeen(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono<AppEnv>().get('/', (c) => c.text(clientAddress(c, hops)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const socket = { socket: { remoteAddress: '::ffff:10.0.0.9' } };
  const res = await app.request('/', { headers }, { incoming: socket } as unknown as AppEnv['Bindings']);
  return res.text();
}

describe('clientAddress', () => {
  it.each([
    ['no proxy trusted: a forged header is ignored', 0, '1.2.3.4', '10.0.0.9'],
    ['no proxy trusted, no header', 0, undefined, '10.0.0.9'],
    ['one proxy: the entry it appended', 1, '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['one proxy, a single entry', 1, '203.0.113.7', '203.0.113.7'],
    ['two proxies: the entry before the last', 2, '6.6.6.6, 203.0.113.7, 10.1.1.1', '203.0.113.7'],
    ['trusted proxy but no header: the socket', 1, undefined, '10.0.0.9'],
    ['fewer entries than hops: the socket', 3, '203.0.113.7', '10.0.0.9'],
  ])('%s', async (_name, hops, header, expected) => {
    expect(await addressSeen(hops, header)).toBe(expected);
  });
});
