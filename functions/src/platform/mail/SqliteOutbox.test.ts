import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { SqliteOutbox } from './SqliteOutbox';

describe('SqliteOutbox', () => {
  it('keeps mails per tenant, newest first, and prints each', async () => {
    const printed: string[] = [];
    const clock = manualClock();
    const outbox = new SqliteOutbox(new Database(':memory:'), clock, (line) => printed.push(line));
    await outbox.send({ tenant: 'demo', to: 'a@demo.test', subject: 'One', text: 'code 111111' });
    clock.advance(1000);
    await outbox.send({ tenant: 'demo', to: 'b@demo.test', subject: 'Two', text: 'x', html: '<b>x</b>' });
    await outbox.send({ tenant: 'acme', to: 'c@acme.test', subject: 'Other', text: 'y' });
    const mails = await outbox.list('demo', 10);
    expect(mails.map((m) => [m.to, m.subject, m.html])).toEqual([
      ['b@demo.test', 'Two', '<b>x</b>'],
      ['a@demo.test', 'One', undefined],
    ]);
    expect(mails[1]?.createdAt).toBe(new Date(clock.now().getTime() - 1000).toISOString());
    expect(await outbox.list('demo', 1)).toHaveLength(1);
    expect(printed[0]).toContain('a@demo.test');
    expect(printed[0]).toContain('code 111111');
  });
});
