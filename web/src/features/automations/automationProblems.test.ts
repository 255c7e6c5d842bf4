import { type MessageKey, type MessageParams, translate } from '@colmena/shared/i18n';
import { describe, expect, it } from 'vitest';
import { type AutomationDraft, automationOf, type StepDraft, stepProblems } from './automationDraft';
import { problemsText } from './automationProblems';
import { stepFieldLabelKey } from './stepForms/kit/stepFieldLabels';

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params);
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params);

const step = (name: string, kind: string, config: unknown): StepDraft => ({
  key: name,
  name,
  kind,
  configText: JSON.stringify(config),
});

const good: AutomationDraft = {
  name: 'Informe semanal',
  enabled: true,
  triggers: [{ type: 'schedule', cron: '0 8 * * 1', timezone: 'Europe/Madrid' }],
  steps: [
    step('saludo', 'string', { op: 'template', text: 'Hola' }),
    step('aviso', 'email', { to: 'a@b.es', subject: 'Hola', text: '{{steps.saludo}}' }),
  ],
};

const withStep = (index: number, replacement: StepDraft): AutomationDraft => ({
  ...good,
  steps: good.steps.map((s, i) => (i === index ? replacement : s)),
});

/** The summary line's list, as the editor shows it: each problem by step and field label. */
describe('the editor summary names the step and the field as the form shows them', () => {
  it.each<[string, AutomationDraft, string, typeof es]>([
    [
      'a pivot condition without its field',
      withStep(
        0,
        step('abiertos', 'pivot', {
          source: {
            from: 'query',
            query: { collection: 'proyectos' },
            filters: [{ field: '', op: '==', value: 'En curso' }],
          },
          pivot: { rows: ['Name'], cols: [], values: [{ agg: 'count' }] },
        }),
      ),
      'Paso 1 (abiertos), «Campo»: Este campo es obligatorio',
      es,
    ],
    [
      'an export column of an unknown type',
      withStep(0, step('hoja', 'excel', { widgetId: 'w1', columns: [{ field: 'Name', type: 'money' }] })),
      'Paso 1 (hoja), «Tipo»: Elija una de las opciones',
      es,
    ],
    [
      'an HTTP request without its URL',
      withStep(1, step('llamada', 'http', { method: 'GET' })),
      'Paso 2 (llamada), «Dirección (URL)»: Este campo es obligatorio',
      es,
    ],
    [
      'the same, in English',
      withStep(1, step('llamada', 'http', { method: 'GET' })),
      'Step 2 (llamada), “Address (URL)”: This field is required',
      en,
    ],
    [
      'an e-mail whose subject is too long',
      withStep(1, step('aviso', 'email', { to: 'a@b.es', subject: 'x'.repeat(501), text: 'y' })),
      'Paso 2 (aviso), «Asunto»: Como mucho 500 caracteres',
      es,
    ],
    [
      'an unknown HTTP method',
      withStep(0, step('llamada', 'http', { method: 'FETCH', url: 'https://a.es' })),
      'Paso 1 (llamada), «Método»: Elija una de las opciones',
      es,
    ],
    [
      'a task linked to a project without its id',
      withStep(0, step('tarea', 'task', { title: 'T', to: 'p1', project: { collKey: 'proyectos' } })),
      'Paso 1 (tarea), «Proyecto (su id)»: Este campo es obligatorio',
      es,
    ],
    [
      'a pivot value grouped by an empty field',
      withStep(
        0,
        step('tabla', 'pivot', {
          source: { from: 'query', query: { collection: 'proyectos' } },
          pivot: { rows: [{ field: '', bucket: 'week' }], cols: [], values: [{ agg: 'count' }] },
        }),
      ),
      'Paso 1 (tabla), «Agrupar filas por (campo)»: Este campo es obligatorio',
      es,
    ],
    [
      'a date bucket that is not one',
      withStep(
        0,
        step('tabla', 'pivot', {
          source: { from: 'query', query: { collection: 'proyectos' } },
          pivot: { rows: [], cols: [{ field: 'CreatedAt', bucket: 'year' }], values: [{ agg: 'count' }] },
        }),
      ),
      'Paso 1 (tabla), «Agrupar columnas por (campo)»: Elija una de las opciones',
      es,
    ],
    [
      'settings that are not JSON',
      withStep(0, { ...good.steps[0], configText: '{op:' } as StepDraft),
      /^Paso 1 \(saludo\), «Ajustes \(JSON\)»: No es un JSON válido: /.source,
      es,
    ],
    [
      'two steps with one name',
      withStep(1, step('saludo', 'string', { op: 'trim', text: ' a ' })),
      'Paso 2 (saludo), «Nombre (los pasos siguientes lo leen como {{steps.nombre}})»: Otro paso ya se llama así',
      es,
    ],
    ['no name', { ...good, name: ' ' }, '«Nombre»: Este campo es obligatorio', es],
    ['no step', { ...good, steps: [] }, '«Pasos»: Añada al menos 1', es],
    [
      'a schedule without its cron',
      { ...good, triggers: [{ type: 'schedule', cron: ' ', timezone: 'Europe/Madrid' }] },
      'Disparador 1 (Con un horario), «Cron (minuto hora día mes día-de-la-semana)»: Este campo es obligatorio',
      es,
    ],
    [
      'a trigger filter value that is no JSON',
      {
        ...good,
        triggers: [
          {
            type: 'command',
            collection: 'proyectos',
            on: ['create'],
            filters: [{ field: 'Estado', op: '==', valueText: 'Abierto' }],
          },
        ],
      },
      /^Disparador 1 \(Al cambiar los datos\), «Solo si \(campo, operador, valor en JSON\)»: No es un JSON válido: /
        .source,
      es,
    ],
    [
      'more problems than the line lists',
      {
        ...good,
        name: '',
        steps: [
          step('a', 'http', {}),
          step('b', 'email', {}),
          step('c', 'email', { to: 'x', subject: 's', text: 't' }),
        ],
      },
      /^Paso 1 \(a\), «Dirección \(URL\)»: Este campo es obligatorio; Paso 2 \(b\), «Para \(direcciones separadas por comas\)»: Este campo es obligatorio; Paso 2 \(b\), «Asunto»: Este campo es obligatorio; y 3 más$/
        .source,
      es,
    ],
  ])('%s', (_, draft, expected, t) => {
    const result = automationOf(draft);
    expect(result.ok).toBe(false);
    const text = result.ok ? '' : problemsText(result.problems, t);
    if (expected.startsWith('^')) expect(text).toMatch(new RegExp(expected));
    else expect(text).toBe(expected);
    // No zod path is ever shown where the form has a label for it.
    expect(text).not.toMatch(/steps\.\d|triggers\.\d|config\./);
  });

  it('a good automation has no problem', () => {
    expect(automationOf(good).ok).toBe(true);
  });

  it("a step's own problems, under its JSON, name the field without the step", () => {
    const problems = stepProblems(step('s', 'string', { op: 'case', text: 'a', to: 'sideways' }));
    expect(problems.map((p) => p.field)).toEqual([{ label: 'automationSteps.string.to' }]);
  });
});

describe('stepFieldLabelKey', () => {
  it.each<[string, PropertyKey[], MessageKey | null]>([
    ['http', ['url'], 'automationSteps.http.url'],
    ['http', ['headers', 'X-Token'], 'automationSteps.http.headers'],
    ['whatsapp', ['message', 'parameters', 2], 'automationSteps.whatsapp.parameters'],
    ['task', ['expires_on'], 'automationSteps.task.expiresOn'],
    ['task', ['project', 'collKey'], 'automationSteps.task.projectCollection'],
    ['scraper', ['fields', 0, 'name'], 'automationSteps.scraper.fieldName'],
    ['scraper', ['fields', 1, 'selector'], 'automationSteps.scraper.selector'],
    ['excel', ['fileName'], 'automationSteps.file.fileName'],
    ['excel', ['columns', 0, 'field'], 'automationSteps.file.columnField'],
    ['pdf', ['widgetId'], 'automationSteps.file.widgetId'],
    ['pivot', ['source', 'query', 'collection'], 'automationSteps.pivot.collection'],
    ['pivot', ['source', 'filters', 0, 'value'], 'automationSteps.pivot.filterValue'],
    ['pivot', ['source', 'filters', 2, 'op'], 'automationSteps.pivot.filterOp'],
    ['excel', ['columns', 3, 'type'], 'automationSteps.file.columnType'],
    ['pivot', ['pivot', 'rows', 1, 'bucket'], 'automationSteps.pivot.bucket'],
    ['pivot', ['pivot', 'values', 0, 'field'], 'automationSteps.pivot.field'],
    ['pivot', ['pivot', 'values'], 'automationSteps.pivot.values'],
    ['string', ['nothing', 'here'], null],
  ])('%s %j → %s', (kind, path, expected) => {
    expect(stepFieldLabelKey(kind, path)).toBe(expected);
  });
});
