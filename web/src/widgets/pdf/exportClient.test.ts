import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../api/browserFetch';
import { exportRequestOf, makeExport } from './exportClient';

const file = {
  id: 'f1',
  name: 'Listado.pdf',
  url: '/api/exports/files/f1',
  size: 10,
  mime: 'application/pdf',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering the given responses in turn, recording what was asked. */
function scripted(answers: Response[]) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetchFn: Fetch = async (path, init) => {
    calls.push({ path, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return next;
  };
  return { fetchFn, calls };
}

describe('exportRequestOf', () => {
  it.each([
    ['a company page', { collKey: 'ALLCOLLECTIONS', documentId: null }, { widgetId: 'w1' }],
    [
      'a project page',
      { collKey: 'proyectos', documentId: 'p-1' },
      { widgetId: 'w1', collKey: 'proyectos', documentId: 'p-1' },
    ],
  ])('%s', (_name, placement, expected) => {
    expect(exportRequestOf('w1', { ...placement, pageNumber: 1, mode: 'card', visitor: false })).toEqual(
      expected,
    );
  });
});

describe('makeExport', () => {
  it('answers a file made within the request at once', async () => {
    const { fetchFn, calls } = scripted([json(201, { state: 'done', progress: 1, file })]);
    const progress: number[] = [];
    expect(
      await makeExport({
        fetchFn,
        format: 'pdf',
        request: { widgetId: 'w1' },
        onProgress: (p) => progress.push(p),
      }),
    ).toEqual(file);
    expect(calls.map((c) => [c.init.method, c.path])).toEqual([['POST', '/api/exports/pdf']]);
    expect(progress).toEqual([1]);
  });

  it('follows a job until its file is there, reporting its progress', async () => {
    const { fetchFn, calls } = scripted([
      json(202, { jobId: 'j1', state: 'queued', progress: 0 }),
      json(200, { jobId: 'j1', state: 'running', progress: 0.4 }),
      json(200, { jobId: 'j1', state: 'done', progress: 1, file }),
    ]);
    const progress: number[] = [];
    const waited: number[] = [];
    const made = await makeExport({
      fetchFn,
      format: 'pptx',
      request: { widgetId: 'w1' },
      onProgress: (p) => progress.push(p),
      wait: async (ms) => {
        waited.push(ms);
      },
    });
    expect(made).toEqual(file);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/exports/pptx',
      '/api/exports/jobs/j1',
      '/api/exports/jobs/j1',
    ]);
    expect(progress).toEqual([0, 0.4, 1]);
    expect(waited).toEqual([1000, 1000]);
  });

  it('throws the reason a job failed', async () => {
    const { fetchFn } = scripted([
      json(202, { jobId: 'j1', state: 'queued', progress: 0 }),
      json(200, { jobId: 'j1', state: 'failed', progress: 0, error: 'forbidden' }),
    ]);
    await expect(
      makeExport({
        fetchFn,
        format: 'pdf',
        request: { widgetId: 'w1' },
        onProgress: () => {},
        wait: async () => {},
      }),
    ).rejects.toThrow('forbidden');
  });
});

describe('makeExport over the live stream', () => {
  it('follows a queued job through watch, then has the file', async () => {
    const { fetchFn, calls } = scripted([json(202, { jobId: 'j1', state: 'queued', progress: 0 })]);
    const progress: number[] = [];
    const made = await makeExport({
      fetchFn,
      format: 'pdf',
      request: { widgetId: 'w1' },
      onProgress: (p) => progress.push(p),
      watch: async (jobId, onProgress) => {
        expect(jobId).toBe('j1');
        onProgress(0.5);
        return { jobId, state: 'done', progress: 1, file };
      },
    });
    expect(made).toEqual(file);
    expect(calls).toHaveLength(1);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('asks for the status when the stream refuses', async () => {
    const { fetchFn, calls } = scripted([
      json(202, { jobId: 'j1', state: 'queued', progress: 0 }),
      json(200, { jobId: 'j1', state: 'done', progress: 1, file }),
    ]);
    const made = await makeExport({
      fetchFn,
      format: 'pdf',
      request: { widgetId: 'w1' },
      onProgress: () => {},
      wait: async () => {},
      watch: async () => {
        throw new Error('forbidden');
      },
    });
    expect(made).toEqual(file);
    expect(calls.map((c) => c.path)).toEqual(['/api/exports/pdf', '/api/exports/jobs/j1']);
  });
});
