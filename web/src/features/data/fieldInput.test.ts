import { describe, expect, it } from 'vitest';
import { dateInputStep, parseNumber, parseRaw, toLocalInput, toRaw } from './fieldInput';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234', 1234],
    ['1.234,56', 1234.56],
    ['-3', -3],
    [' 35 700 € ', 35700],
    ['45 %', 45],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
    ['12a', null],
    ['1e5', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('parseRaw', () => {
  it.each([
    ['percent', '0', { ok: true, value: 0 }],
    ['percent', '100', { ok: true, value: 100 }],
    ['percent', '45,5', { ok: true, value: 45.5 }],
    ['percent', '150', { ok: false, error: 'data.validation.percent' }],
    ['percent', '-1', { ok: false, error: 'data.validation.percent' }],
    ['percent', 'mucho', { ok: false, error: 'data.validation.number' }],
    ['number', 'doce', { ok: false, error: 'data.validation.number' }],
    ['number', '', { ok: false, error: 'data.validation.number' }],
    ['currency', '3.500', { ok: true, value: 3500 }],
    ['email', 'ana@demo.test', { ok: true, value: 'ana@demo.test' }],
    ['email', ' ana@demo.test ', { ok: true, value: 'ana@demo.test' }],
    ['email', '', { ok: true, value: '' }],
    ['email', 'ana@demo', { ok: false, error: 'data.validation.email' }],
    ['email', 'ana demo.test', { ok: false, error: 'data.validation.email' }],
    ['boolean', true, { ok: true, value: true }],
    ['text', '', { ok: true, value: '' }],
    ['list', 'a.png\n\n b.png ', { ok: true, value: ['a.png', 'b.png'] }],
    ['object', '{"a":1}', { ok: true, value: { a: 1 } }],
    ['object', '{a:1}', { ok: false, error: 'data.validation.json' }],
    ['object', '3', { ok: false, error: 'data.validation.json' }],
    ['date', '', { ok: false, error: 'data.validation.date' }],
    ['date', 'mañana', { ok: false, error: 'data.validation.date' }],
  ] as const)('%s %j', (kind, raw, expected) => {
    expect(parseRaw(kind, raw)).toEqual(expected);
  });

  it.each([
    '2025-05-07T15:00:00.000Z',
    '2025-05-07T15:00:42.000Z',
    '2025-05-07T15:04:05.123Z',
    '2025-12-31T23:59:59.999Z',
  ])('reads the datetime-local value of %s back to the same instant', (iso) => {
    expect(parseRaw('date', toLocalInput(iso))).toEqual({ ok: true, value: iso });
  });

  it('keeps a day as a day', () => {
    expect(parseRaw('date', '2026-03-05')).toEqual({ ok: true, value: '2026-03-05' });
  });
});

describe('toLocalInput', () => {
  it.each([
    ['no seconds: minutes only', '2025-05-07T15:00:00.000Z', /T\d{2}:\d{2}$/],
    ['seconds kept', '2025-05-07T15:00:42.000Z', /T\d{2}:\d{2}:42$/],
    ['milliseconds kept', '2025-05-07T15:04:05.123Z', /T\d{2}:\d{2}:05\.123$/],
  ])('%s', (_case, iso, shape) => {
    expect(toLocalInput(iso)).toMatch(shape);
  });
});

describe('dateInputStep', () => {
  it.each([
    ['2025-05-07T15:00', undefined],
    ['2025-05-07T15:00:42', 1],
    ['2025-05-07T15:04:05.123', 0.001],
  ])('%s -> %j', (raw, step) => {
    expect(dateInputStep(raw)).toBe(step);
  });
});

describe('toRaw', () => {
  it.each([
    ['currency', 35700, '35700'],
    ['percent', 12.5, '12,5'],
    ['boolean', true, true],
    ['boolean', undefined, false],
    ['text', undefined, ''],
    ['list', ['a', 'b'], 'a\nb'],
    ['object', { a: 1 }, '{\n  "a": 1\n}'],
    ['date', '2026-03-05', '2026-03-05'],
  ] as const)('%s %j -> %j', (kind, value, raw) => {
    expect(toRaw(kind, value)).toEqual(raw);
  });
});
