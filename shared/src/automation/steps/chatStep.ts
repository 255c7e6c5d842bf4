import { z } from 'zod';
import { maxChatBodyLength } from '../../chat/chatCommands';
import type { StepKindDefinition } from '../stepKind';

/**
 * `chat`: a chat message from the automation: into a thread by its id (`chat.send`), or to
 * agenda contacts (their FireIds, a list or text separated by commas), for whom a thread is
 * started first (`chat.start`). Exactly one of `thread` and `contacts`.
 */
export const chatStepConfigSchema = z
  .strictObject({
    thread: z.string().min(1).max(200).optional(),
    contacts: z
      .union([z.array(z.string().min(1).max(200)).min(1).max(999), z.string().min(1).max(20_000)])
      .optional(),
    text: z.string().min(1).max(maxChatBodyLength),
  })
  .refine((c) => (c.thread === undefined) !== (c.contacts === undefined), {
    message: 'one of thread and contacts',
    path: ['contacts'],
  });
export type ChatStepConfig = z.infer<typeof chatStepConfigSchema>;

export const chatStep: StepKindDefinition<ChatStepConfig> = {
  kind: 'chat',
  label: { es: 'Mensaje de chat', en: 'Chat message' },
  config: chatStepConfigSchema,
};
