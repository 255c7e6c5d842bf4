import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from './deepFreeze';
import { parsedByJson } from './parsedByJson';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).default([]) });

describe('parsedByJson', () => {
  it('parses once per JSON text and shares a frozen answer', () => {
    let parses = 0;
    const counted = z.unknown().transform((raw) => {
      parses += 1;
      return schema.parse(raw);
    });
    const parse = parsedByJson(counted, 10);
    const first = parse({ name: 'a' });
    const again = parse({ name: 'a' });
    expect(first).toEqual({ success: true, data: { name: 'a', tags: [] } });
    expect(again.success && first.success && again.data === first.data).toBe(true);
    expect(parses).toBe(1);
    if (!first.success) throw new Error('parsed');
    expect(Object.isFrozen(first.data) && Object.isFrozen(first.data.tags)).toBe(true);
    parse({ name: 'b' });
    expect(parses).toBe(2);
  });

  it('answers an input deepFreeze froze by itself, without making its JSON again', () => {
    let stringified = 0;
    const text = (name: string) => ({
      name,
      toJSON() {
        stringified += 1;
        return { name };
      },
    });
    const parse = parsedByJson(schema, 10);
    const frozen = deepFreeze(text('a'));
    const first = parse(frozen);
    expect(first).toEqual({ success: true, data: { name: 'a', tags: [] } });
    const again = parse(frozen);
    expect(again.success && first.success && again.data === first.data).toBe(true);
    expect(stringified).toBe(1);
    // An input that may still change is looked up by its JSON every time.
    const open = text('a');
    parse(open);
    parse(open);
    expect(stringified).toBe(3);
  });

  it.each([
    ['a wrong type', { name: 1 }],
    ['a missing field', {}],
  ])('answers %s with the message, and parses it again next time', (_, raw) => {
    let parses = 0;
    const parse = parsedByJson(
      z.unknown().transform((value, ctx) => {
        parses += 1;
        const result = schema.safeParse(value);
        if (!result.success) ctx.addIssue({ code: 'custom', message: 'bad company' });
        return result.data;
      }),
      10,
    );
    expect(parse(raw)).toEqual({ success: false, message: expect.stringContaining('bad company') });
    parse(raw);
    expect(parses).toBe(2);
  });

  it('starts over past its size', () => {
    let parses = 0;
    const parse = parsedByJson(
      z.unknown().transform((raw) => {
        parses += 1;
        return raw;
      }),
      2,
    );
    for (const raw of [1, 2, 3, 1]) parse(raw);
    expect(parses).toBe(4);
  });
});
