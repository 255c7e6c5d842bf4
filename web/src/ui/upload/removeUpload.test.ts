import { describe, expect, it } from 'vitest';
import { removalWarning, removeUpload, uploadIdOfUrl } from './removeUpload';

describe('uploadIdOfUrl', () => {
  it.each([
    ['/api/files/uploads/2026/02/abc123-cocina.jpg', 'abc123'],
    ['/api/files/uploads/2026/02/abc123-cocina.thumb.jpg', 'abc123'],
    ['/api/files/uploads/2026/02/abc123-ba%C3%B1o.jpg', 'abc123'],
    // Not one of ours: no delete button.
    ['/api/files/logo.svg', null],
    ['https://res.cloudinary.com/demo/image/upload/v1/x.jpg', null],
    ['https://elsewhere.test/api/files/uploads/2026/02/abc123-x.jpg', null],
    ['/api/files/uploads/../secret/abc-x.jpg', null],
    ['/api/files/uploads/2026/02/abc%E0%A4%A-x.jpg', null],
  ])('%s → %s', (url, id) => {
    expect(uploadIdOfUrl(url)).toBe(id);
  });
});

describe('removeUpload', () => {
  it('sends file.remove for the upload and answers the outcome', async () => {
    const sent: { url?: string; body?: unknown } = {};
    const fetchFn = (async (url: string, init?: RequestInit) => {
      Object.assign(sent, { url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ id: 'x', status: 'applied', result: { id: 'abc123' } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    expect(await removeUpload('abc123', fetchFn)).toMatchObject({ status: 'applied' });
    expect(sent.url).toBe('/api/commands');
    expect(sent.body).toMatchObject({ type: 'file.remove', payload: { uploadId: 'abc123' } });
  });

  it('a refusal or a failed request is a rejected outcome with its catalogue code', async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ id: 'x', status: 'rejected', error: 'forbidden', message: 'no' }), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    expect(await removeUpload('abc123', refusing)).toMatchObject({ status: 'rejected', error: 'forbidden' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await removeUpload('abc123', offline)).toMatchObject({ status: 'rejected' });
  });
});

describe('removalWarning: what an applied removal left outside the platform', () => {
  it.each<[string, Parameters<typeof removalWarning>[0], string | null]>([
    [
      'a Dropbox copy left behind',
      { id: 'x', status: 'applied', result: { id: 'a', warning: 'deletion_error' } },
      'deletion_error',
    ],
    ['everything gone', { id: 'x', status: 'applied', result: { id: 'a' } }, null],
    ['no result', { id: 'x', status: 'applied', result: undefined }, null],
    [
      'a warning that is no catalogue code',
      { id: 'x', status: 'applied', result: { warning: 'oops' } },
      null,
    ],
    ['a refusal is not a warning', { id: 'x', status: 'rejected', error: 'forbidden', message: 'no' }, null],
  ])('%s', (_case, outcome, expected) => {
    expect(removalWarning(outcome)).toBe(expected);
  });
});
