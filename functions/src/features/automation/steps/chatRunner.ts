import type { ChatStepConfig } from '@colmena/shared/automation/steps';
import { StepError, type StepRunner } from './StepRunner';

/**
 * `chat`: `chat.send {thread, body}` made as the automation, after `chat.start {contacts}`
 * when the step names contacts rather than a thread. Output `{thread, sent}` (the send's result).
 */
export const chatRunner: StepRunner<ChatStepConfig> = {
  kind: 'chat',
  async run(config, { services, log }) {
    let thread = config.thread;
    if (thread === undefined) {
      const contacts = contactsOf(config.contacts ?? []);
      const started = await services.command('chat.start', { contacts });
      thread = threadOf(started);
      log(`chat.start with ${contacts.length} contact(s): ${thread}`);
    }
    const sent = await services.command('chat.send', { thread, body: config.text });
    log(`chat.send into ${thread}`);
    return { thread, sent };
  },
};

function contactsOf(contacts: string[] | string): string[] {
  const list = Array.isArray(contacts) ? contacts : contacts.split(/[,;\s]+/);
  const ids = [...new Set(list.map((id) => id.trim()).filter((id) => id !== ''))];
  if (ids.length === 0) throw new StepError('bad_input', 'no contact to write to');
  return ids;
}

/** The started thread's id, as chat.start answers it. */
function threadOf(result: unknown): string {
  const answer = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  const id = answer.thread ?? answer.threadId ?? answer.FireId ?? answer.id;
  if (typeof id !== 'string' || id === '')
    throw new StepError('command_refused', 'chat.start answered no thread');
  return id;
}
