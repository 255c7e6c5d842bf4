import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { region } from './index';
import { repoRoot } from './testing/testApp';

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
  destination?: string;
}
interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const hosting = (
  JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: Rewrite[]; headers: HeaderRule[] };
  }
).hosting;

/**
 * Firebase Hosting serves web/dist and must hand every path the server answers to the `api`
 * function, before its single-page fallback: otherwise such a path gets index.html (issue 9:
 * `/v1/resetPwd` and `/firestore/v1/collections/*` did).
 */
describe('firebase.json hosting', () => {
  const fallback = hosting.rewrites.findIndex((rule) => rule.source === '**');

  // /assets/**: Hosting serves the built assets itself; a chunk an old tab asks for after a
  // deploy removed it must be a 404 from the function, not index.html sent as a script.
  it.each(['/api/**', '/v1/**', '/firestore/v1/**', '/healthz', '/*/publickey/v1', '/assets/**'])(
    'rewrites %s to the api function, before the app fallback',
    (source) => {
      const index = hosting.rewrites.findIndex((rule) => rule.source === source);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(fallback);
      expect(hosting.rewrites[index]?.function).toEqual({ functionId: 'api', region });
    },
  );

  // Webhook callers (the automation issue's trigger) reach their own function, never index.html.
  it('rewrites /hooks/** to the hooks function, before the app fallback', () => {
    const index = hosting.rewrites.findIndex((rule) => rule.source === '/hooks/**');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(fallback);
    expect(hosting.rewrites[index]?.function).toEqual({ functionId: 'hooks', region });
  });

  it('falls back to the app shell for every other path', () => {
    expect(hosting.rewrites[fallback]).toEqual({ source: '**', destination: '/index.html' });
    expect(fallback).toBe(hosting.rewrites.length - 1);
  });

  it('revalidates the app shell on every visit and caches hashed assets for a year', () => {
    const value = (source: string, key: string) =>
      hosting.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;
    expect(value('**', 'Cache-Control')).toBe('no-cache');
    expect(value('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    // A later rule overrides an earlier one for the same header: assets must come after.
    const order = hosting.headers.map((rule) => rule.source);
    expect(order.indexOf('/assets/**')).toBeGreaterThan(order.indexOf('**'));
  });
});
