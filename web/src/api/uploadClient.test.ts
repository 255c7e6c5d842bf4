import { maxUploadBytes } from '@colmena/shared/files';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { type MakeRequest, sizeProblem, uploadFile, uploadQuery } from './uploadClient';

type Listener = (event: ProgressEvent) => void;

/** An XMLHttpRequest stand-in that answers `status` / `body` once sent, reporting progress first. */
function fakeRequest(answer: { status: number; body: string } | 'network') {
  const sent: { method?: string; url?: string; body?: unknown } = {};
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
      setRequestHeader: () => undefined,
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
    const result = await uploadFile(
      photo,
      { owner, onProgress: ({ loaded, total }) => progress.push(loaded / total) },
      request.make,
    );
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
    expect(await codeOf(uploadFile(big, { owner }, request.make))).toBe('file_too_big');
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
    expect(await codeOf(uploadFile(photo, { owner }, fakeRequest(answer).make))).toBe(code);
  });

  it('names the company as owner of its logos', () => {
    expect(uploadQuery({ company: true })).toBe('owner=company');
    expect(uploadQuery({ collection: 'a b', docId: 'x&y' })).toBe('collection=a+b&docId=x%26y');
  });
});
