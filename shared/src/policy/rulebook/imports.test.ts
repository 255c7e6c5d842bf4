import { describe, expect, it } from 'vitest';
import { signedInCaller, visitorCaller } from '../caller';
import type { WriteTarget } from '../writePolicy';
import { importsRules } from './imports';

const query = { collection: 'imports', where: [], limit: 10 };
const company = { agendaViewLvl: 10, hideContactsFromEmployees: false };
const facts = { staffLoginIds: async () => new Set<string>() };

describe('imports: who reads an import', () => {
  it.each([
    ['its starter', 'u1', 0, true],
    ['another employee', 'u2', 50, false],
    ['level 100, every import', 'u3', 100, true],
  ])('%s', async (_name, uid, lvl, visible) => {
    const decision = await importsRules.read({
      caller: signedInCaller({ uid, lvl }, null, false),
      company,
      query,
      facts,
    });
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.filter ? decision.filter({ user: 'u1' }) : true).toBe(visible);
  });

  it('a visitor is told to sign in', async () => {
    expect(await importsRules.read({ caller: visitorCaller(false), company, query, facts })).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
  });
});

describe('imports: what its own commands may write', () => {
  const actor = { uid: 'u1', lvl: 0 };
  const area = { kind: 'fixed', collection: 'imports' } as unknown as WriteTarget['area'];
  const target = (kind: WriteTarget['kind'], before: unknown, after: unknown): WriteTarget =>
    ({ area, kind, before, after }) as WriteTarget;
  it.each([
    ['creates its own record', target('create', undefined, { user: 'u1' }), true],
    ['creates with before null', target('create', null, { user: 'u1' }), true],
    ['changes its own record', target('merge', { user: 'u1' }, { user: 'u1' }), true],
    ["creates a record in another's name", target('create', undefined, { user: 'u2' }), false],
    ["takes over another's record", target('merge', { user: 'u2' }, { user: 'u1' }), false],
    ['gives its record away', target('merge', { user: 'u1' }, { user: 'u2' }), false],
    ['writes a record with no user', target('create', undefined, {}), false],
    ['writes nothing after', target('merge', { user: 'u1' }, null), false],
    ['deletes its own record', target('delete', { user: 'u1' }, null), false],
    [
      'deletes its own record, whatever the target carries after',
      target('delete', { user: 'u1' }, { user: 'u1' }),
      false,
    ],
  ])('%s', (_name, write, allowed) => {
    expect(importsRules.write.canWrite(actor, write)).toBe(allowed);
  });

  it('no generic command writes there', () => {
    expect(importsRules.write.mayWriteIn()).toBe(false);
  });
});
