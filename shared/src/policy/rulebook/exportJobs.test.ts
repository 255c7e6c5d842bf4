import { describe, expect, it } from 'vitest';
import { signedInCaller, visitorCaller } from '../caller';
import { exportJobsRules } from './exportJobs';

const query = { collection: 'exportJobs', where: [], limit: 10 };
const company = { agendaViewLvl: 10, hideContactsFromEmployees: false };
const facts = { staffLoginIds: async () => new Set<string>() };

describe('exportJobs rules', () => {
  it.each([
    ['its owner reads it', 'u1', 0, true],
    ['another employee does not', 'u2', 0, false],
    ['level 100 does not either', 'u3', 100, false],
  ])('%s', async (_name, uid, lvl, visible) => {
    const decision = await exportJobsRules.read({
      caller: signedInCaller({ uid, lvl }, null, false),
      company,
      query,
      facts,
    });
    expect(decision.ok).toBe(true);
    if (decision.ok) expect(decision.filter?.({ by: 'u1' })).toBe(visible);
  });

  it('refuses a visitor, and every command write', async () => {
    expect(await exportJobsRules.read({ caller: visitorCaller(false), company, query, facts })).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(exportJobsRules.write.mayWriteIn()).toBe(false);
    expect(exportJobsRules.write.canWrite()).toBe(false);
  });
});
