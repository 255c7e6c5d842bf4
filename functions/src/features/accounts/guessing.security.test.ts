import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { maxResetCodeAttempts, resetRequestLimits } from '../../platform/accounts/resetCodes';
import { loginLimits } from '../../platform/accounts/throttleRules';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';
import { accountsKit } from './testing/accountsKit';

/**
 * Attack suite, issue 8 defect 4 and the reset-code half of defect 1: 50 guessers at once
 * against one account. Every attempt is counted before the password or code is compared, so
 * however many arrive together none gets past its budget — 5 wrong passwords checked per
 * (account, address) before the delays start, 5 wrong guesses per reset code, 5 codes an hour
 * per e-mail — and the owner, from their own address, is never held up.
 */
const guessers = 50;
const attacker = '203.0.113.50';
const owner = '198.51.100.77';

let t: TestApp;
let kit: ReturnType<typeof accountsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = accountsKit(t);
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const together = (each: (i: number) => Response | Promise<Response>) =>
  Promise.all(Array.from({ length: guessers }, (_, i) => each(i)));

describe(`${guessers} parallel guessers`, () => {
  it('sign-in: no more wrong passwords checked than the budget, and the owner still signs in', async () => {
    const answers = await together((i) =>
      kit.post('/api/auth/login', { email: 'client@demo.test', password: `Guess${i}xyz` }, from(attacker)),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    const held = statuses.filter((status) => status === 429).length;
    const ownerAnswer = await kit.post(
      '/api/auth/login',
      { email: 'client@demo.test', password: demoPassword },
      from(owner),
    );
    const overBudget = Math.max(0, checked - loginLimits.freeFailures) + (ownerAnswer.status === 200 ? 0 : 1);
    reportFigure({
      name: `sign-in: wrong passwords checked past the budget of ${loginLimits.freeFailures}, ${guessers} parallel guessers on one account (+1 if the owner is locked out)`,
      value: overBudget,
      target: '0',
      ok: overBudget === 0,
    });
    expect(checked).toBe(loginLimits.freeFailures);
    expect(held).toBe(guessers - loginLimits.freeFailures);
    expect(ownerAnswer.status).toBe(200);
  });

  it('reset code: the 50 wrong guesses use up the code, so the real one no longer works', async () => {
    const code = await kit.requestCode('employee@demo.test');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await together((i) =>
      kit.post('/api/auth/reset/verify', { email: 'employee@demo.test', code: wrong(i) }, from(attacker)),
    );
    expect(answers.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
    const real = await kit.post('/api/auth/reset/verify', { email: 'employee@demo.test', code }, from(owner));
    reportFigure({
      name: `reset code: still valid after ${guessers} parallel wrong guesses (budget ${maxResetCodeAttempts})`,
      value: real.status === 200 ? 1 : 0,
      target: '0',
      ok: real.status !== 200,
    });
    expect(real.status).not.toBe(200);
  });

  it('reset code: one wrong guess short of the budget, the real code still works (the budget is not smaller)', async () => {
    const code = await kit.requestCode('manager@demo.test');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    await Promise.all(
      Array.from({ length: maxResetCodeAttempts - 1 }, (_, i) =>
        kit.post('/api/auth/reset/verify', { email: 'manager@demo.test', code: wrong(i) }, from(attacker)),
      ),
    );
    const real = await kit.post('/api/auth/reset/verify', { email: 'manager@demo.test', code }, from(owner));
    expect(real.status).toBe(200);
  });

  it('reset requests: no more codes mailed than the hourly budget per e-mail', async () => {
    const email = 'coordinator@demo.test';
    const before = (await t.deps.outbox?.list('demo', 1000))?.filter((mail) => mail.to === email).length ?? 0;
    const answers = await together((i) =>
      kit.post('/api/auth/reset/request', { email }, from(`203.0.113.${100 + (i % 50)}`)),
    );
    // Mail goes out after the answer: give the last of them time to reach the outbox.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mailed =
      ((await t.deps.outbox?.list('demo', 1000))?.filter((mail) => mail.to === email).length ?? 0) - before;
    const budget = resetRequestLimits.perEmail.max;
    reportFigure({
      name: `reset requests: codes mailed past the budget of ${budget} an hour, ${guessers} parallel requests for one e-mail`,
      value: Math.max(0, mailed - budget),
      target: '0',
      ok: mailed <= budget,
    });
    expect(mailed).toBe(budget);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(guessers - budget);
  });
});
