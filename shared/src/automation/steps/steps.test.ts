import { describe, expect, it } from 'vitest';
import { findStepKind } from '../stepKinds';
import { applyStringOp, StringOpError } from './stringOps';

/** A config each kind takes, and one it refuses (as the automation editor and automation.create see them). */
const cases: Record<string, { good: unknown; bad: unknown }> = {
  http: {
    good: { url: 'https://api.example.test/items?q={{trigger.body.q}}' },
    bad: { url: 'x', method: 'CONNECT' },
  },
  calculation: { good: { code: 'function main(i) { return 1; }' }, bad: { code: 'x', timeoutMs: 0 } },
  string: {
    good: { op: 'replace', text: '{{steps.a}}', pattern: '\\s+', replacement: ' ' },
    bad: { op: 'replace', text: 'x' },
  },
  document: {
    good: { action: 'create', collection: 'proyectos', data: { Name: '{{trigger.body.Name}}' } },
    bad: { action: 'create', data: {} },
  },
  task: { good: { title: 'Revisar', to: '{{trigger.document.Responsable}}' }, bad: { title: 'x' } },
  chat: { good: { contacts: ['c-1'], text: 'Hola' }, bad: { thread: 't', contacts: 'c', text: 'x' } },
  email: {
    good: { to: 'a@b.test', subject: 'S', text: 'T' },
    bad: { to: 'a@b.test', subject: '', text: 'T' },
  },
  whatsapp: {
    good: { phoneNumberId: '123', to: '{{trigger.document.phone}}', message: { type: 'text', text: 'Hola' } },
    bad: { phoneNumberId: '1', to: '2', message: { type: 'image' } },
  },
  gpt: {
    good: { prompt: 'Clasifica: {{trigger.document.Descripcion}}', json: true },
    bad: { prompt: 'x', model: '' },
  },
  pivot: {
    good: {
      source: { from: 'rows', rows: '{{steps.list}}' },
      pivot: { rows: ['Estado'], cols: [], values: [{ agg: 'count' }] },
    },
    bad: { source: { from: 'rows', rows: [] }, pivot: { rows: [], cols: [], values: [{ agg: 'median' }] } },
  },
  scraper: {
    good: { url: 'https://example.test', items: 'li', fields: { name: { selector: 'a' } } },
    bad: { url: 'https://example.test', fields: { name: { selector: '' } } },
  },
};

describe('step kinds of issue 15', () => {
  it.each(Object.entries(cases))(
    '%s: registered with es/en labels; takes a good config, refuses a bad one',
    (kind, { good, bad }) => {
      const definition = findStepKind(kind);
      expect(definition?.label.es).toBeTruthy();
      expect(definition?.label.en).toBeTruthy();
      expect(definition?.config.safeParse(good).success).toBe(true);
      expect(definition?.config.safeParse(bad).success).toBe(false);
    },
  );

  it('only the calculation keeps a key raw (its code reads the scope itself)', () => {
    expect(Object.keys(cases).filter((kind) => findStepKind(kind)?.rawKeys?.length)).toEqual(['calculation']);
    expect(findStepKind('calculation')?.rawKeys).toEqual(['code']);
  });
});

describe('applyStringOp (the pure string operations)', () => {
  it.each<[Parameters<typeof applyStringOp>[0], string | string[]]>([
    [{ op: 'split', text: 'a,b,,c', separator: ',', limit: 3 }, ['a', 'b', '']],
    [{ op: 'join', items: [1, 'dos', true], separator: '-' }, '1-dos-true'],
    [
      {
        op: 'join',
        items: [{ Name: 'Obra A' }, { Name: 'Obra B' }, { Otro: 1 }],
        separator: ', ',
        field: 'Name',
      },
      'Obra A, Obra B, ',
    ],
    [
      {
        op: 'join',
        items: '[{"key":["Norte"],"documentCount":2},{"key":["Sur"]}]',
        separator: '\n',
        field: 'key.0',
      },
      'Norte\nSur',
    ],
    [{ op: 'join', items: ['a', 'b'], separator: ',', field: 'Name' }, ','],
    [{ op: 'case', text: 'josé maría', to: 'title' }, 'José María'],
    [{ op: 'trim', text: '\t x \n', side: 'start' }, 'x \n'],
    [{ op: 'slice', text: 'Alcalá', start: -3 }, 'alá'],
    [{ op: 'number', value: -0.0001, style: 'number', rounding: 'round', decimals: 2 }, '0,00'],
    [{ op: 'number', value: '2,5', style: 'number', rounding: 'ceil', decimals: 0 }, '3'],
    [{ op: 'date', value: 1772668800000, withTime: false, timeZone: 'Europe/Madrid' }, '05/03/2026'],
    [{ op: 'date', value: '1772668800000', withTime: false, timeZone: 'UTC' }, '05/03/2026'],
  ])('%o → %o', (config, expected) => {
    expect(applyStringOp(config)).toEqual(expected);
  });

  it.each<Parameters<typeof applyStringOp>[0]>([
    { op: 'number', value: 'NaN', style: 'number', rounding: 'round' },
    { op: 'number', value: 'Infinity', style: 'number', rounding: 'round' },
    { op: 'date', value: '31/02/2026', withTime: false, timeZone: 'UTC' },
    { op: 'join', items: 'a,b', separator: ',' },
  ])('refuses %o', (config) => {
    expect(() => applyStringOp(config)).toThrow(StringOpError);
  });
});
