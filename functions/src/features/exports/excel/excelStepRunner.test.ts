import { excelStepConfigSchema } from '@colmena/shared/automation/steps';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock';
import type { Files } from '../../../platform/files/Files';
import type { StepContext, StepServices } from '../../automation/steps/StepRunner';
import { excelStepRunner } from './excelStepRunner';

function context(docs: Record<string, unknown>[], refuse = false) {
  const stored = new Map<string, Uint8Array>();
  const commands: { type: string; payload: Record<string, unknown> }[] = [];
  const files = {
    write: async (_tenant: string, path: string, body: Uint8Array | string) => {
      stored.set(path, typeof body === 'string' ? Buffer.from(body) : body);
    },
    remove: async (_tenant: string, path: string) => stored.delete(path),
  } as unknown as Files;
  const services = {
    files,
    clock: manualClock(new Date('2026-11-26T08:00:00Z')),
    query: async () => docs,
    command: async (type: string, payload: unknown) => {
      if (refuse) throw new Error('command_refused');
      commands.push({ type, payload: payload as Record<string, unknown> });
      return {};
    },
  } as unknown as StepServices;
  const ctx: StepContext = {
    tenant: 'demo',
    automationId: 'a1',
    runId: 'r1',
    scope: {},
    services,
    signal: new AbortController().signal,
    log: () => undefined,
  };
  return { ctx, stored, commands };
}

const config = excelStepConfigSchema.parse({ widgetId: 'w-ventas', fileName: 'Ventas =mes' });

describe('excel step', () => {
  it('stores the query as an .xlsx with its file record and outputs the record', async () => {
    const docs = [
      { FireId: 'd1', collection: 'ventas', Name: '=1+1', Importe: 12.5, Fecha: '2026-11-02' },
      { FireId: 'd2', collection: 'ventas', Name: 'Dos', Importe: 3, Fecha: '2026-11-03T09:15:00Z' },
    ];
    const { ctx, stored, commands } = context(docs);
    const output = (await excelStepRunner.run(config, ctx)) as { url: string; name: string; rows: number };
    expect(output).toMatchObject({ name: 'Ventas =mes.xlsx', rows: 2 });
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatchObject({
      type: 'export.file.record',
      payload: {
        extension: 'xlsx',
        url: output.url,
        owner: { collection: 'widgets', docId: 'w-ventas' },
        sources: { kind: 'query', widgetId: 'w-ventas', entry: 0, collection: 'ventas', ids: ['d1', 'd2'] },
      },
    });
    const [path, bytes] = [...stored][0] ?? [];
    expect(path).toMatch(/^uploads\/2026\/11\/.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes ?? []) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual(['Nombre', 'Importe', 'Fecha']);
    expect(sheet?.getRow(2).getCell(1).value).toBe("'=1+1");
    expect(sheet?.getRow(2).getCell(2).value).toBe(12.5);
    expect(sheet?.getRow(2).getCell(3).value).toEqual(new Date('2026-11-02T00:00:00Z'));
    expect(sheet?.getRow(3).getCell(3).value).toEqual(new Date('2026-11-03T09:15:00Z'));
  });

  it('leaves no file behind when its record is refused', async () => {
    const { ctx, stored } = context([{ FireId: 'd1', Name: 'x' }], true);
    await expect(excelStepRunner.run(config, ctx)).rejects.toThrow('command_refused');
    expect(stored.size).toBe(0);
  });
});
