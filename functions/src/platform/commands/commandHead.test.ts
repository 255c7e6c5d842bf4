import { describe, expect, it } from 'vitest';
import { type CommandRecord, commandHead, recordData } from './commandRecord';

const actor = { uid: 'u-admin', contactId: null, lvl: 100 };
const applied = (id: string, type: string, seq: number): CommandRecord => ({
  id,
  type,
  payload: { rows: [{ line: 2, data: { Name: '"id":"spoof","type":"document.create"' } }] },
  at: '2026-02-01T10:00:00.000Z',
  actor,
  status: 'applied',
  seq,
  result: { created: ['a'] },
  digest: 'd',
});

describe('commandHead', () => {
  it.each<[string, CommandRecord]>([
    ['an applied record', applied('imp-x-b3', 'import.apply', 1234)],
    ['quotes and backslashes in its id', applied('a"b\\c', 'document.create', 1)],
    ['non-Latin text and an escaped control in its id', applied('año\n😀', 'document.merge', 9_007_199)],
    [
      'a rejected record (no seq)',
      {
        id: 'c-1',
        type: 'document.create',
        payload: {},
        at: '2026-02-01T10:00:00.000Z',
        actor,
        status: 'rejected',
        error: 'forbidden',
      },
    ],
  ])('reads %s from the head of its stored JSON', (_name, record) => {
    const head = commandHead(JSON.stringify(recordData(record)));
    expect(head).toEqual({
      id: record.id,
      type: record.type,
      status: record.status,
      ...(record.seq === undefined ? {} : { seq: record.seq }),
    });
  });

  it.each([
    ['keys in another order (an earlier version)', '{"type":"document.create","id":"c","status":"applied"}'],
    ['no status after the type', '{"id":"c","type":"document.create","payload":{"status":"applied"}}'],
    ['an unknown status', '{"id":"c","type":"x","status":"pending","seq":1}'],
    ['a seq that is not a whole number', '{"id":"c","type":"x","status":"applied","seq":1.5}'],
    ['not an object', '["id","c"]'],
    ['nothing', ''],
  ])('is null for %s', (_name, json) => {
    expect(commandHead(json)).toBeNull();
  });
});
