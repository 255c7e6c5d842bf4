import type { HostResponse } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { bootFailure } from './bootFailure';

const location = { protocol: 'https:', host: 'nope.colmena.app' };
const hostSays = (answer: HostResponse | Error) => ({
  getHost: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
});
const mainSite = 'https://www.colmena.example/?subdomain=nope';

describe('bootFailure', () => {
  it.each([
    [
      'bare host (Hosting serves the app shell there)',
      new ApiError('not_found', 404),
      { kind: 'bare' },
      { status: 'landing' },
    ],
    [
      'unknown company: the server names the main site',
      new ApiError('unknown_company', 404),
      { kind: 'unknown', mainSite },
      { status: 'unknownCompany', mainSite },
    ],
    [
      'a tenant whose company answer is missing',
      new ApiError('not_found', 404),
      { kind: 'tenant' },
      { status: 'failed', code: 'not_found' },
    ],
  ] as const)('%s', async (_, error, host, expected) => {
    expect(await bootFailure(error, hostSays(host), location)).toEqual(expected);
  });

  it('asks nothing for other failures', async () => {
    const client = {
      getHost: async (): Promise<HostResponse> => {
        throw new Error('must not be asked');
      },
    };
    expect(await bootFailure(new ApiError('internal', 500), client, location)).toEqual({
      status: 'failed',
      code: 'internal',
    });
    expect(await bootFailure(new TypeError('offline'), client, location)).toEqual({
      status: 'failed',
      code: 'no_internet',
    });
  });

  it('without an answer on the host, an unknown company still leaves for the parent domain', async () => {
    expect(
      await bootFailure(new ApiError('unknown_company', 404), hostSays(new TypeError('offline')), location),
    ).toEqual({
      status: 'unknownCompany',
      mainSite: 'https://colmena.app/?subdomain=nope',
    });
    expect(
      await bootFailure(new ApiError('not_found', 404), hostSays(new TypeError('offline')), location),
    ).toEqual({
      status: 'failed',
      code: 'not_found',
    });
  });
});
