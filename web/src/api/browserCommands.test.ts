import { describe, expect, it } from 'vitest';
import { type CommandEnvelope, sendCommand } from './commandClient';
import type { Fetch } from './request';

describe('one envelope for every browser command', () => {
  it('sends a task, a chat and a document command the same way, each typed by its payload', async () => {
    const sent: unknown[] = [];
    const fetchFn: Fetch = async (_url, init) => {
      const body = JSON.parse(String(init.body)) as { id: string };
      sent.push(body);
      return new Response(JSON.stringify({ id: body.id, status: 'applied', result: {} }), { status: 200 });
    };
    const envelopes: CommandEnvelope[] = [
      { id: 'a', type: 'task.complete', payload: { taskId: 't1', completed: true } },
      { id: 'b', type: 'chat.addMembers', payload: { thread: 'm1', contacts: ['c1'] } },
      { id: 'c', type: 'document.delete', payload: { collection: 'proyectos', docId: 'p1' } },
    ];
    for (const envelope of envelopes)
      expect(await sendCommand(fetchFn, envelope)).toMatchObject({ status: 'applied' });
    expect(sent).toEqual(envelopes);
  });

  it('refuses, at compile time, a payload of another command', () => {
    const wrong: CommandEnvelope<'chat.addMembers'> = {
      id: 'x',
      type: 'chat.addMembers',
      // @ts-expect-error chat.addMembers names contacts, not a task
      payload: { taskId: 't1' },
    };
    expect(wrong.type).toBe('chat.addMembers');
  });
});
