import { describe, expect, it } from 'vitest';
import { resolveTenancy } from './resolveTenancy';

const known = async (id: string) => id === 'demo' || id === 'develop';

describe('resolveTenancy', () => {
  it.each([
    ['demo.localhost:8080', { kind: 'tenant', id: 'demo', label: 'demo' }],
    ['develop.localhost', { kind: 'tenant', id: 'develop', label: 'develop' }],
    ['nope.localhost:8080', { kind: 'unknown', label: 'nope' }],
    ['under_score.localhost', { kind: 'unknown', label: 'under_score' }],
    ['localhost:8080', { kind: 'bare' }],
    ['10.0.0.7', { kind: 'bare' }],
  ])('%s → %j', async (host, expected) => {
    expect(await resolveTenancy(host, 'localhost', known)).toEqual(expected);
  });

  it('does not ask the store about labels that cannot be tenants', async () => {
    const asked: string[] = [];
    await resolveTenancy('bad_label.localhost', 'localhost', async (id) => {
      asked.push(id);
      return true;
    });
    expect(asked).toEqual([]);
  });
});
