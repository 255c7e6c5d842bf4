import { describe, expect, it } from 'vitest';
import { tenantSlots } from './tenantSlots';

describe('tenantSlots', () => {
  it('lets `limit` runs of a company hold a slot, the next waits, others are not held up', async () => {
    const slots = tenantSlots(2);
    const a = await slots.acquire('demo');
    const b = await slots.acquire('demo');
    let third = false;
    const waiting = slots.acquire('demo').then((release) => {
      third = true;
      return release;
    });
    const other = await slots.acquire('acme');
    await Promise.resolve();
    expect(third).toBe(false);
    expect(slots.running('demo')).toBe(2);
    expect(slots.running('acme')).toBe(1);
    a();
    a(); // a second release of the same slot changes nothing
    const c = await waiting;
    expect(third).toBe(true);
    expect(slots.running('demo')).toBe(2);
    b();
    c();
    other();
    expect(slots.running('demo')).toBe(0);
    expect(slots.running('acme')).toBe(0);
  });

  it('hands slots out in arrival order', async () => {
    const slots = tenantSlots(1);
    const first = await slots.acquire('t');
    const order: number[] = [];
    const later = [1, 2, 3].map((n) =>
      slots.acquire('t').then((release) => {
        order.push(n);
        return release;
      }),
    );
    first();
    (await later[0])?.();
    (await later[1])?.();
    (await later[2])?.();
    expect(order).toEqual([1, 2, 3]);
  });
});
