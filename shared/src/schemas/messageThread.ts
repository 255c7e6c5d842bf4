import { z } from 'zod';
import { dateValueSchema, documentShape } from './common';

export const chatMessageSchema = z.looseObject({
  key: z.string().min(1),
  /** Sender's uid. */
  from: z.string().min(1),
  body: z.string(),
  /** When it was sent (ISO text), stamped by `chat.send`. */
  at: dateValueSchema.optional(),
  /** The original data's name for the same. */
  date: dateValueSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec §3 message thread. A message is unread when not mine and its key is not in watchedArray (§4). */
export const messageThreadSchema = z.looseObject({
  ...documentShape,
  participants: z.array(z.string().min(1)),
  msjArray: z.array(chatMessageSchema).default([]),
  /** Keys every participant has seen (the original data's shared array). */
  watchedArray: z.array(z.string()).default([]),
  /** Each reader's own watchedArray, by uid: see shared/src/chat/unread.ts for why. */
  watchedBy: z.record(z.string(), z.array(z.string())).default({}),
  /** The participants with an unread message, kept by the chat commands (shared/src/chat/unreadBy.ts). */
  unreadBy: z.array(z.string()).optional(),
  /** Participants' names as the thread was started (a client may not read the agenda). */
  names: z.record(z.string(), z.string()).default({}),
  LastUpdate: dateValueSchema.optional(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
