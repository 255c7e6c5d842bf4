import { z } from 'zod';
import { dateValueSchema, documentShape } from './common';

export const chatMessageSchema = z.looseObject({
  key: z.string().min(1),
  /** Sender's uid. */
  from: z.string().min(1),
  body: z.string(),
  date: dateValueSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec §3 message thread. A message is unread when not mine and its key is not in watchedArray (§4). */
export const messageThreadSchema = z.looseObject({
  ...documentShape,
  participants: z.array(z.string().min(1)),
  msjArray: z.array(chatMessageSchema).default([]),
  watchedArray: z.array(z.string()).default([]),
  LastUpdate: dateValueSchema.optional(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
