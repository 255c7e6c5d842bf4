import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardedHttp } from '../../platform/outbound/guardedHttp';
import { startOpenAiLoopback } from '../../testing/openAiLoopback';
import { testPlatform } from '../../testing/testApp';
import { findStepRunner } from './steps/stepRunners';
import { answer, startLoopback } from './steps/testing/loopbackServer';
import { whatsappRunnerAt } from './steps/whatsappRunner';
import { app, closeApp, finishedRuns, open, runsOf, send } from './testing/automationsHarness';

/**
 * A WhatsApp step run by the engine end to end (issue 15): a command triggers the run, the
 * company's WhatsAppToken secret is read, the message goes through the guarded client to a
 * loopback server speaking the WhatsApp Cloud API, and a later step reads its output.
 */
let graph: Awaited<ReturnType<typeof startLoopback>>;
beforeEach(async () => {
  graph = await startLoopback((request, res) => {
    const match = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(request.url);
    if (request.method !== 'POST' || !match)
      return answer(res, 404, { error: { message: 'Unknown path', code: 803 } });
    if (request.headers.authorization !== 'Bearer EAAG-test-token')
      return answer(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    const body = JSON.parse(request.body) as { to: string };
    if (body.to === '34600000100')
      return answer(res, 400, { error: { message: '(#100) Invalid parameter', code: 100 } });
    return answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${body.to}` }],
    });
  });
});
afterEach(async () => {
  await closeApp();
  await graph.close();
});

const runnerOf = (kind: string) =>
  kind === 'whatsapp' ? (whatsappRunnerAt(graph.base) as never) : findStepRunner(kind);

/** "When a proyecto is created, WhatsApp its owner, then note the message on the proyecto". */
const notifyOwner = {
  name: 'Avisar al responsable',
  enabled: true,
  triggers: [{ type: 'command', collection: 'proyectos', on: ['create'] }],
  steps: [
    {
      name: 'aviso',
      kind: 'whatsapp',
      config: {
        phoneNumberId: '1234567890',
        to: '{{trigger.document.Telefono}}',
        message: { type: 'text', text: 'Nuevo proyecto: {{trigger.document.Name}}' },
      },
    },
    {
      name: 'nota',
      kind: 'document',
      config: {
        action: 'update',
        collection: 'proyectos',
        docId: '{{trigger.docId}}',
        data: { Aviso: '{{steps.aviso.messageId}}' },
      },
    },
  ],
};

const createProject = (Name: string, Telefono: string) =>
  send('manager', 'document.create', { collection: 'proyectos', data: { Name, Telefono } });

describe.skipIf(testPlatform === 'cloud')('whatsapp step through the engine', () => {
  it('a proyecto created sends its owner a WhatsApp text, and the next step writes the message id on it', async () => {
    await open({ runnerOf }, graph.http);
    await send('admin', 'company.secrets.set', { WhatsAppToken: 'EAAG-test-token' });
    await send('admin', 'automation.create', { automation: notifyOwner, docId: 'notify' });
    const created = await createProject('Obra Sur', '+34 600 000 001');
    expect(created.status).toBe('applied');
    const docId = String(created.result?.docId);

    const [run] = await finishedRuns('notify');
    expect(run).toMatchObject({
      status: 'succeeded',
      steps: [
        {
          name: 'aviso',
          status: 'succeeded',
          output: { messageId: 'wamid.34600000001', waId: '34600000001' },
        },
        { name: 'nota', status: 'succeeded' },
      ],
    });
    expect(graph.seen).toHaveLength(1);
    expect(graph.seen[0]?.url).toBe('/v21.0/1234567890/messages');
    expect(graph.seen[0]?.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(JSON.parse(graph.seen[0]?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '34600000001',
      type: 'text',
      text: { preview_url: false, body: 'Nuevo proyecto: Obra Sur' },
    });
    expect(await app.t.deps.store.get('demo', 'proyectos', docId)).toMatchObject({
      Aviso: 'wamid.34600000001',
    });
    // The token never reaches the run document.
    expect(JSON.stringify(run)).not.toContain('EAAG-test-token');
  });

  it("the provider's refusal fails the run with its reason and skips the later steps", async () => {
    await open({ runnerOf }, graph.http);
    await send('admin', 'company.secrets.set', { WhatsAppToken: 'EAAG-test-token' });
    await send('admin', 'automation.create', { automation: notifyOwner, docId: 'notify' });
    const created = await createProject('Obra Este', '34600000100');
    const [run] = await finishedRuns('notify');
    expect(run).toMatchObject({
      status: 'failed',
      steps: [
        { name: 'aviso', status: 'failed', attempts: 1 },
        { name: 'nota', status: 'skipped' },
      ],
    });
    expect(String(run?.error)).toContain('(#100) Invalid parameter');
    expect((await app.t.deps.store.get('demo', 'proyectos', String(created.result?.docId)))?.Aviso).toBe(
      undefined,
    );
  });

  it('without the WhatsAppToken secret nothing is sent and the run says why', async () => {
    await open({ runnerOf }, graph.http);
    await send('admin', 'automation.create', { automation: notifyOwner, docId: 'notify' });
    await createProject('Obra Oeste', '34600000001');
    const [run] = await finishedRuns('notify');
    expect(run?.status).toBe('failed');
    expect(String(run?.error)).toContain('WhatsAppToken');
    expect(graph.seen).toEqual([]);
  });

  it('without the test setting the guard refuses the loopback provider: nothing reaches it', async () => {
    await open({ runnerOf });
    await send('admin', 'company.secrets.set', { WhatsAppToken: 'EAAG-test-token' });
    await send('admin', 'automation.create', { automation: notifyOwner, docId: 'notify' });
    await createProject('Obra Norte', '34600000001');
    const [run] = await finishedRuns('notify', 1);
    expect(run?.status).toBe('failed');
    expect(String(run?.error)).toContain('Failed to execute request!!!');
    expect(graph.seen).toEqual([]);
    expect(await runsOf('notify')).toHaveLength(1);
  });
});

/**
 * The first journey through the engine: "when an incidencia is created, ask GPT to
 * classify it, write the class on the document, and WhatsApp the number on it" — GPT and
 * WhatsApp each on a loopback server speaking its provider's API, let through by the test's guard.
 */
describe.skipIf(testPlatform === 'cloud')('classify an incidencia with GPT and WhatsApp it', () => {
  it('the class GPT answers is written on the incidencia and sent by WhatsApp', async () => {
    const ai = await startOpenAiLoopback((ask) =>
      ask.json
        ? { text: JSON.stringify({ clase: /agua|inunda/i.test(ask.prompt) ? 'Fontanería' : 'Otra' }) }
        : { status: 400 },
    );
    try {
      const ports = [graph.port, ai.port];
      await open(
        { runnerOf },
        guardedHttp({ allowAddress: (address, port) => address === '127.0.0.1' && ports.includes(port) }),
      );
      await app.t.deps.store.transaction('demo', (tx) => tx.mergeCompany({ OpenAIBaseURL: ai.baseUrl }));
      await send('admin', 'company.secrets.set', { WhatsAppToken: 'EAAG-test-token', OpenAIKey: 'sk-test' });
      const classify = {
        name: 'Clasificar incidencias',
        enabled: true,
        triggers: [{ type: 'command', collection: 'incidencias', on: ['create'] }],
        steps: [
          {
            name: 'clase',
            kind: 'gpt',
            config: {
              model: 'gpt-4o-mini',
              system: 'Clasifica la incidencia. Responde {"clase": "..."}',
              prompt: '{{trigger.document.Name}}: {{trigger.document.Descripcion}}',
              json: true,
            },
          },
          {
            name: 'escribir',
            kind: 'document',
            config: {
              action: 'update',
              collection: 'incidencias',
              docId: '{{trigger.docId}}',
              data: { Clase: '{{steps.clase.json.clase}}' },
            },
          },
          {
            name: 'avisar',
            kind: 'whatsapp',
            config: {
              phoneNumberId: '1234567890',
              to: '{{trigger.document.Telefono}}',
              message: {
                type: 'template',
                name: 'incidencia_clasificada',
                parameters: ['{{trigger.document.Name}}', '{{steps.clase.json.clase}}'],
              },
            },
          },
        ],
      };
      await send('admin', 'automation.create', { automation: classify, docId: 'classify' });
      const created = await send('manager', 'document.create', {
        collection: 'incidencias',
        data: { Name: 'Baño 2º B', Descripcion: 'Se inunda el suelo con agua', Telefono: '+34 600 000 002' },
      });
      expect(created.status).toBe('applied');

      const [run] = await finishedRuns('classify');
      expect(run).toMatchObject({
        status: 'succeeded',
        steps: [
          { name: 'clase', status: 'succeeded', output: { json: { clase: 'Fontanería' } } },
          { name: 'escribir', status: 'succeeded' },
          { name: 'avisar', status: 'succeeded', output: { messageId: 'wamid.34600000002' } },
        ],
      });
      expect(ai.asked[0]).toMatchObject({ prompt: 'Baño 2º B: Se inunda el suelo con agua', json: true });
      expect(await app.t.deps.store.get('demo', 'incidencias', String(created.result?.docId))).toMatchObject({
        Clase: 'Fontanería',
      });
      expect(JSON.parse(graph.seen[0]?.body ?? '')).toMatchObject({
        to: '34600000002',
        type: 'template',
        template: {
          name: 'incidencia_clasificada',
          components: [{ parameters: [{ text: 'Baño 2º B' }, { text: 'Fontanería' }] }],
        },
      });
    } finally {
      await ai.close();
    }
  });
});
