import { describe, expect, it } from 'vitest';
import { memoryLimitRecords } from '../../../platform/limits/memoryLimitRecords';
import { webhookAdmission } from './webhookAdmission';

const admitted = { admitted: true };
const replayed = { admitted: false, replayed: true };
const limited = (waitMs: number) => ({ admitted: false, replayed: false, waitMs });

describe('webhookAdmission (replay memory and token bucket per automation, in one step)', () => {
  it('takes a burst, then one token per 60000/perMinute ms; automations and companies apart', async () => {
    const admission = webhookAdmission(memoryLimitRecords(), { perMinute: 60, burst: 3 });
    let n = 0;
    const admit = (automation: string, at: number, tenant = 't') =>
      admission.admit(tenant, automation, `sig-${n++}`, at);
    expect(await Promise.all([0, 0, 0].map((at) => admit('a', at)))).toEqual([admitted, admitted, admitted]);
    expect(await admit('a', 0)).toEqual(limited(1000));
    expect(await admit('b', 0)).toEqual(admitted);
    expect(await admit('a', 0, 'other')).toEqual(admitted);
    expect(await admit('a', 999)).toMatchObject({ admitted: false, replayed: false });
    expect(await admit('a', 1000)).toEqual(admitted);
    expect((await admit('a', 1000)).admitted).toBe(false);
  });

  it('refuses a request seen within its window without taking a token; forgets it after, and on forget()', async () => {
    const admission = webhookAdmission(memoryLimitRecords(), { perMinute: 60, burst: 2 }, 1000);
    expect(await admission.admit('t', 'a', 'k', 0)).toEqual(admitted);
    expect(await admission.admit('t', 'a', 'k', 999)).toEqual(replayed);
    // The replays took nothing: one token is still there.
    expect(await admission.admit('t', 'a', 'other', 999)).toEqual(admitted);
    expect(await admission.admit('t', 'a', 'k', 1000)).toEqual(admitted);
    await admission.forget('t', 'a', 'k', 1000);
    expect(await admission.admit('t', 'a', 'k', 3000)).toEqual(admitted);
  });

  it('a request refused for the rate is not remembered: sent again once a token is back, it passes', async () => {
    const admission = webhookAdmission(memoryLimitRecords(), { perMinute: 60, burst: 1 });
    expect(await admission.admit('t', 'a', 'first', 0)).toEqual(admitted);
    expect(await admission.admit('t', 'a', 'second', 0)).toEqual(limited(1000));
    expect(await admission.admit('t', 'a', 'second', 1000)).toEqual(admitted);
  });

  it('the same replay key under another automation or company is another request', async () => {
    const admission = webhookAdmission(memoryLimitRecords());
    expect(await admission.admit('t', 'a', 'k', 0)).toEqual(admitted);
    expect(await admission.admit('t', 'b', 'k', 0)).toEqual(admitted);
    expect(await admission.admit('u', 'a', 'k', 0)).toEqual(admitted);
  });
});
