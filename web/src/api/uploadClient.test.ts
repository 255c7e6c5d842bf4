import { maxUploadBytes } from '@colmena/shared/files';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { type MakeRequest, sizeProblem, uploadFile, uploadQuery } from './uploadClient';

type Listener = (event: ProgressEvent) => void;

/** An XMLHttpRequest stand-in that answers `status` / `body` once sent, reporting progress first. */
function fakeRequest(answer: { status: number; body: string } | 'network') {
  const sent: { method?: string; url?: string; body?: unknown; headers: Record<string, string> } = {
    headers: {},
  };
  const listeners = new Map<string, Listener>();
  const uploadListeners = new Map<string, Listener>();
  const make = () => {
    const request = {
      status: 0,
      responseText: '',
      upload: {
        addEventListener: (type: string, listener: Listener) => uploadListeners.set(type, listener),
      },
      open: (method: string, url: string) => Object.assign(sent, { method, url }),
      setRequestHeader: (name: string, value: string) => {
        sent.headers[name] = value;
      },
      abort: () => listeners.get('abort')?.({} as ProgressEvent),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      send: (body: unknown) => {
        sent.body = body;
        uploadListeners.get('progress')?.({
          lengthComputable: true,
          loaded: 50,
          total: 100,
        } as ProgressEvent);
        if (answer === 'network') {
          listeners.get('error')?.({} as ProgressEvent);
          return;
        }
        request.status = answer.status;
        request.responseText = answer.body;
        listeners.get('load')?.({} as ProgressEvent);
      },
    };
    return request;
  };
  return { make: make as unknown as MakeRequest, sent };
}

const owner = { collection: 'proyectos', docId: 'p-001' };
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' });

/** The API's JSON answers by path (the slot, the completion), every call recorded. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.split('?')[0] ?? url;
    const answer = answers[path] ?? { status: 404, body: { error: 'not_found', message: 'x' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchFn, calls };
}

/** An embedded server: the slot says `direct`. */
const direct = () => fakeFetch({ '/api/files/slots': { status: 200, body: { direct: true } } }).fetchFn;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe('uploadFile', () => {
  it('posts the file as the multipart part "file", owner in the query, and reports progress', async () => {
    const answer = {
      id: 'a1',
      name: 'foto.jpg',
      type: 'image',
      url: '/api/files/uploads/2026/02/a1-foto.jpg',
    };
    const request = fakeRequest({ status: 201, body: JSON.stringify(answer) });
    const progress: number[] = [];
    const api = fakeFetch({ '/api/files/slots': { status: 200, body: { direct: true } } });
    const result = await uploadFile(
      photo,
      { owner, onProgress: ({ loaded, total }) => progress.push(loaded / total) },
      request.make,
      api.fetchFn,
    );
    expect(api.calls).toEqual([
      {
        url: '/api/files/slots?collection=proyectos&docId=p-001',
        body: { name: 'foto.jpg', size: 3, contentType: 'image/jpeg' },
      },
    ]);
    expect(result).toEqual(answer);
    expect(request.sent).toMatchObject({
      method: 'POST',
      url: '/api/files?collection=proyectos&docId=p-001',
    });
    expect((request.sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([0.5]);
  });

  it('refuses a file over 150 MB before sending anything ("file bigger than 150mb")', async () => {
    const request = fakeRequest({ status: 201, body: '{}' });
    const big = { size: maxUploadBytes + 1, name: 'big.mp4' } as File;
    expect(sizeProblem(big)).toBe('file_too_big');
    expect(sizeProblem({ size: maxUploadBytes })).toBeNull();
    const api = fakeFetch({});
    expect(await codeOf(uploadFile(big, { owner }, request.make, api.fetchFn))).toBe('file_too_big');
    expect(api.calls).toEqual([]);
    expect(request.sent.url).toBeUndefined();
  });

  it.each([
    [
      'the server’s catalogue code',
      { status: 502, body: '{"error":"upload_provider_error","message":"x"}' },
      'upload_provider_error',
    ],
    ['413 without our body', { status: 413, body: 'Payload Too Large' }, 'file_too_big'],
    ['403', { status: 403, body: '' }, 'forbidden'],
    ['another failure', { status: 500, body: '<html>' }, 'file_upload_error'],
    ['an answer that is not an upload', { status: 201, body: '{"nope":1}' }, 'file_upload_error'],
    ['no network', 'network' as const, 'no_internet'],
  ])('%s → %s', async (_name, answer, code) => {
    expect(await codeOf(uploadFile(photo, { owner }, fakeRequest(answer).make, direct()))).toBe(code);
  });

  it('cloud: PUTs the bytes to the signed URL with exactly its headers, then completes the slot', async () => {
    const slot = {
      direct: false,
      id: 'slot1',
      method: 'PUT',
      url: 'https://storage.googleapis.com/b/demo/uploads/incoming/slot1?X-Goog-Signature=ab',
      headers: { 'content-type': 'image/jpeg', 'x-goog-meta-uploader': 'u-1' },
      expiresAt: '2026-02-01T10:15:00.000Z',
    };
    const answer = {
      id: 'slot1',
      name: 'foto.jpg',
      type: 'image',
      url: '/api/files/uploads/2026/02/slot1-foto.jpg',
    };
    const api = fakeFetch({
      '/api/files/slots': { status: 200, body: slot },
      '/api/files/slots/slot1': { status: 201, body: answer },
    });
    const request = fakeRequest({ status: 200, body: '' });
    const progress: number[] = [];
    const result = await uploadFile(
      photo,
      { owner, onProgress: ({ loaded, total }) => progress.push(loaded / total) },
      request.make,
      api.fetchFn,
    );
    expect(result).toEqual(answer);
    expect(request.sent).toMatchObject({ method: 'PUT', url: slot.url, headers: slot.headers, body: photo });
    expect(progress).toEqual([0.5]);
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/files/slots?collection=proyectos&docId=p-001',
      '/api/files/slots/slot1',
    ]);
  });

  it('cloud: a slot refused sends nothing; a PUT the bucket refuses is not completed', async () => {
    const refused = fakeFetch({
      '/api/files/slots': { status: 413, body: { error: 'file_too_big', message: 'file bigger than 150mb' } },
    });
    const unsent = fakeRequest({ status: 200, body: '' });
    expect(await codeOf(uploadFile(photo, { owner }, unsent.make, refused.fetchFn))).toBe('file_too_big');
    expect(unsent.sent.url).toBeUndefined();

    const slot = {
      direct: false,
      id: 's2',
      method: 'PUT',
      url: 'https://b.test/x',
      headers: {},
      expiresAt: 'x',
    };
    const api = fakeFetch({ '/api/files/slots': { status: 200, body: slot } });
    const bucketSays = fakeRequest({ status: 400, body: '<Error><Code>EntityTooLarge</Code></Error>' });
    expect(await codeOf(uploadFile(photo, { owner }, bucketSays.make, api.fetchFn))).toBe(
      'file_upload_error',
    );
    expect(api.calls).toHaveLength(1);
  });

  it('names the company as owner of its logos', () => {
    expect(uploadQuery({ company: true })).toBe('owner=company');
    expect(uploadQuery({ collection: 'a b', docId: 'x&y' })).toBe('collection=a+b&docId=x%26y');
  });

  it.each([
    ['a new project', {}, 'collection=proyectos&docId=n1&pending=1'],
    [
      'a new journal, with its project',
      { projectId: 'p 1' },
      'collection=proyectos&docId=n1&pending=1&projectId=p+1',
    ],
  ])('names a document a form is about to create: %s', (_case, pending, query) => {
    expect(uploadQuery({ collection: 'proyectos', docId: 'n1' }, pending)).toBe(query);
  });
});
