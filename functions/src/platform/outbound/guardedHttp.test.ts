import { describe, expect, it } from 'vitest';
import { outboundConformance } from './conformance/outboundConformance';
import { guardedHttp } from './guardedHttp';

describe('guardedHttp', () => {
  outboundConformance((ports, limits) =>
    guardedHttp({ limits, allowAddress: (address, port) => address === '127.0.0.1' && ports.includes(port) }),
  );

  it('resolves a host name once per hop and refuses it when any address is not public', async () => {
    const asked: string[] = [];
    const http = guardedHttp({
      resolve: async (host) => {
        asked.push(host);
        return ['93.184.216.34', '10.0.0.7'];
      },
    });
    await expect(http.request({ url: 'http://mixed.example/' })).rejects.toMatchObject({
      reason: 'blocked_address',
    });
    expect(asked).toEqual(['mixed.example']);
  });

  it('says so when a host does not resolve', async () => {
    const http = guardedHttp({ resolve: async () => [] });
    await expect(http.request({ url: 'http://nowhere.example/' })).rejects.toMatchObject({
      reason: 'unresolved_host',
    });
  });
});
