import { describe, expect, it } from 'vitest';
import { readPath, renderConfig, renderTemplate } from './template';

const scope = {
  trigger: {
    document: {
      Name: 'Obra Norte',
      Importe: 1200,
      Tags: ['a', 'b'],
      Vacio: null,
      'Fecha Inicio': '2026-01-02',
    },
  },
  steps: {
    fetch: { status: 200, body: { items: [{ id: 1 }, { id: 2 }] } },
    flag: { ok: true },
  },
};

describe('renderTemplate', () => {
  it.each([
    ['plain text', 'hola', 'hola'],
    ['a lone placeholder keeps a list', '{{steps.fetch.body.items}}', [{ id: 1 }, { id: 2 }]],
    ['a lone placeholder keeps a number', '{{trigger.document.Importe}}', 1200],
    ['a lone placeholder keeps a boolean', '{{ steps.flag.ok }}', true],
    ['spaces inside the braces', '{{  trigger.document.Name  }}', 'Obra Norte'],
    ['text around a value', 'Proyecto {{trigger.document.Name}}!', 'Proyecto Obra Norte!'],
    ['a number in text', 'Total: {{trigger.document.Importe}} €', 'Total: 1200 €'],
    ['a list index', '{{steps.fetch.body.items.1.id}}', 2],
    ['a list length', 'n={{steps.fetch.body.items.length}}', 'n=2'],
    ['an object in text is JSON', 'x={{steps.fetch.body.items.0}}', 'x={"id":1}'],
    ['a field name with a space', '{{trigger.document.Fecha Inicio}}', '2026-01-02'],
    ['missing alone is empty', '{{trigger.document.Nope}}', ''],
    ['missing in text is empty', 'a{{steps.nope.x}}b', 'ab'],
    ['null is empty', '[{{trigger.document.Vacio}}]', '[]'],
    ['no prototype reads', '{{trigger.constructor}}', ''],
    ['no __proto__ reads', '{{trigger.__proto__}}', ''],
    ['nothing is evaluated', '{{1+1}}', ''],
    ['no eval of calls', '{{process.exit()}}', ''],
    ['an empty placeholder', 'a{{}}b', 'ab'],
    ['unclosed braces stay', 'a {{trigger.document.Name', 'a {{trigger.document.Name'],
    ['two placeholders', '{{trigger.document.Name}}-{{steps.fetch.status}}', 'Obra Norte-200'],
    ['index past the end', '{{trigger.document.Tags.5}}', ''],
    ['a key on a string', '{{trigger.document.Name.length}}', ''],
  ])('%s', (_name, text, expected) => {
    expect(renderTemplate(text, scope)).toEqual(expected);
  });
});

describe('readPath', () => {
  it('reads own properties only', () => {
    expect(readPath(scope, 'trigger.document.Name')).toBe('Obra Norte');
    expect(readPath(scope, 'trigger.toString')).toBeUndefined();
    expect(readPath(scope, '')).toBeUndefined();
    expect(readPath(scope, 'trigger..document')).toBeUndefined();
  });
});

describe('renderConfig', () => {
  it('renders every string at any depth but the raw keys', () => {
    const config = {
      url: 'https://x.test/{{trigger.document.Name}}',
      headers: { 'X-Id': '{{steps.fetch.status}}' },
      list: ['{{trigger.document.Importe}}', 3, null],
      code: 'return scope.steps.fetch.status + {{raw}}',
    };
    expect(renderConfig(config, scope, ['code'])).toEqual({
      url: 'https://x.test/Obra Norte',
      headers: { 'X-Id': 200 },
      list: [1200, 3, null],
      code: 'return scope.steps.fetch.status + {{raw}}',
    });
  });

  it('leaves the config it was given as it was', () => {
    const config = { a: '{{trigger.document.Name}}' };
    renderConfig(config, scope);
    expect(config.a).toBe('{{trigger.document.Name}}');
  });
});
