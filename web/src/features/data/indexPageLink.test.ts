import type { LiveQuery } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { indexPageLink } from './indexPageLink';

const failing: LiveQuery = {
  collection: 'incidencias',
  where: [['Estado', '==', 'Abierta']],
  orderBy: ['Prioridad', 'desc'],
  limit: 10000,
};

describe('indexPageLink', () => {
  it('links level 100 to the query index page with the failing query', () => {
    const link = indexPageLink('query_requires_index', failing, 100);
    expect(link).not.toBeNull();
    const url = new URL(link ?? '', 'http://demo.localhost');
    expect(url.pathname).toBe('/adminTools/indexes');
    expect(JSON.parse(url.searchParams.get('query') ?? '')).toEqual(failing);
  });

  it.each([
    ['below level 100', 'query_requires_index', failing, 50],
    ['another failure', 'error_loading_data', failing, 100],
    ['no query known', 'query_requires_index', null, 100],
  ] as const)('gives no link for %s', (_name, error, query, lvl) => {
    expect(indexPageLink(error, query, lvl)).toBeNull();
  });
});
