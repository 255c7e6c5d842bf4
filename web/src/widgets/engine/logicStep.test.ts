import type { SessionUser } from '@colmena/shared';
import { createSandbox } from '@colmena/shared/sandbox';
import { describe, expect, it } from 'vitest';
import type { EntryResult } from '../kindTypes';
import { logicInput, logicResults, logicUser } from './logicStep';
import { logicErrorText } from './WidgetBody';

const entry = (docs: Record<string, unknown>[]): EntryResult => ({
  status: 'ready',
  docs: docs.map((doc, i) => ({ FireId: `d${i}`, collection: 'proyectos', ...doc })),
  error: null,
});
const raw = [
  entry([
    { Estado: 'Obra', Presupuesto: 100 },
    { Estado: 'Obra', Presupuesto: 50 },
    { Estado: 'Fin', Presupuesto: 7 },
  ]),
  { status: 'skipped', docs: [], error: null } as EntryResult,
];
const user: SessionUser = {
  uid: 'u1',
  email: 'a@b.es',
  lvl: 100,
  unreadMessages: 3,
  contact: { FireId: 'c1', Name: 'Ana', Rol: 'Empleado', forceReset: false },
};

describe('logicUser', () => {
  it('shows who the user is, not their session state', () => {
    expect(logicUser(user)).toEqual({
      uid: 'u1',
      email: 'a@b.es',
      lvl: 100,
      contactId: 'c1',
      Name: 'Ana',
      Rol: 'Empleado',
    });
    expect(logicUser(null)).toBeNull();
  });
});

describe('logic functions in the sandbox, as the data step runs them', async () => {
  const sandbox = await createSandbox();
  const run = (code: string) =>
    logicResults(
      sandbox.run({ code, input: logicInput(raw, logicUser(user), { FireId: 'p1', Name: 'Obra 1' }) }),
      raw,
    );

  it('a list of rows feeds every entry', () => {
    const results = run(`function main(input) {
      const sums = {};
      for (const row of input.results[0]) sums[row.Estado] = (sums[row.Estado] || 0) + row.Presupuesto;
      return Object.keys(sums).map((Estado) => ({ Estado, total: sums[Estado], by: input.user.Name, on: input.document.Name }));
    }`);
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual(results[1]);
    expect(results[0]?.docs).toEqual([
      { Estado: 'Obra', total: 150, by: 'Ana', on: 'Obra 1', FireId: 'logic-0', collection: '' },
      { Estado: 'Fin', total: 7, by: 'Ana', on: 'Obra 1', FireId: 'logic-1', collection: '' },
    ]);
  });

  it('a list of lists: one per entry; rows keep their own FireId', () => {
    const results = run('function main(input) { return [input.results[0].slice(0, 1), []]; }');
    expect(results.map((r) => r.docs.map((d) => d.FireId))).toEqual([['d0'], []]);
  });

  it.each<[string, string, string]>([
    ['while (true)', 'function main() { while (true) {} }', 'timeout'],
    ['a syntax error', 'function main( {', 'syntax'],
    ['a throw', 'function main() { throw new Error("no budget") }', 'runtime'],
    ['fetch', 'function main() { return fetch("https://x.es") }', 'runtime'],
    ['a Date in the answer', 'function main() { return [{ at: new Date(0) }] }', 'output'],
    ['a number', 'function main() { return 42 }', 'output'],
    ['a list of numbers', 'function main() { return [1, 2] }', 'output'],
    ['lists of numbers', 'function main() { return [[1], [2]] }', 'output'],
  ])('%s fails with kind %s', (_case, code, kind) => {
    const [result, ...rest] = run(code);
    expect(rest).toEqual([]);
    expect(result?.status).toBe('error');
    expect(result?.logicError?.kind).toBe(kind);
  });
});

describe('logicErrorText', () => {
  const t = ((key: string, params?: Record<string, string>) =>
    `${key}${params ? JSON.stringify(params) : ''}`) as never;
  it('names the kind, the detail and the line', () => {
    expect(logicErrorText({ kind: 'syntax', message: 'unexpected token', line: 3 }, t)).toBe(
      'widgets.logic.failed{"kind":"widgets.logic.kind.syntax","message":"unexpected token (widgets.logic.line{\\"line\\":\\"3\\"})"}',
    );
  });
  it('explains a result of the wrong shape in the catalogue’s words', () => {
    expect(logicErrorText({ kind: 'output', message: 'bad_shape' }, t)).toContain('widgets.logic.badShape');
  });
});
