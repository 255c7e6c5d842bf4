import { z } from 'zod';
import { docIdSchema } from '../schemas/common';

/** Most people in one thread, the starter included (the bench's group chat is this big). */
export const maxChatParticipants = 1000;
/** Longest message body, in characters: a chat message, not a document. */
export const maxChatBodyLength = 4000;
/** Most message keys one `chat.read` marks. */
export const maxReadKeys = 1000;

/**
 * Plain text only: line breaks and tabs are kept, every other control character (NUL, escape
 * sequences, bidi overrides are not control characters and stay visible as text) is refused,
 * so a body is exactly what the sender typed and is always shown as text, never as HTML.
 */
const hasControlCharacter = (body: string): boolean => {
  for (let i = 0; i < body.length; i += 1) {
    const code = body.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) return true;
  }
  return false;
};

/** A message body: Windows line ends become \n, trimmed, 1..maxChatBodyLength characters. */
export const chatBodySchema = z
  .string()
  .transform((body) => body.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1)
      .max(maxChatBodyLength)
      .refine((body) => !hasControlCharacter(body), 'control characters are not text'),
  );

/**
 * `chat.start {contacts}`: a thread between the starter and these agenda contacts (their
 * FireIds, as the picker shows them). The thread stores their accounts' uids as
 * `participants` (spec §7: "participants contain user uid").
 */
export const chatStartPayloadSchema = z.strictObject({
  contacts: z
    .array(docIdSchema)
    .min(1)
    .max(maxChatParticipants - 1)
    .refine((ids) => new Set(ids).size === ids.length, 'a contact is named twice'),
});
export type ChatStartPayload = z.infer<typeof chatStartPayloadSchema>;

/** `chat.send {thread, body}`: appends `{key, from, body, at}` to the thread's msjArray. */
export const chatSendPayloadSchema = z.strictObject({ thread: docIdSchema, body: chatBodySchema });
export type ChatSendPayload = z.input<typeof chatSendPayloadSchema>;

/** `chat.read {thread, keys}`: the reader has seen these messages (spec §4 watchedArray). */
export const chatReadPayloadSchema = z.strictObject({
  thread: docIdSchema,
  keys: z.array(z.string().min(1).max(150)).min(1).max(maxReadKeys),
});
export type ChatReadPayload = z.infer<typeof chatReadPayloadSchema>;

/** `chat.leave {thread}`: the caller stops taking part (and stops receiving the thread). */
export const chatLeavePayloadSchema = z.strictObject({ thread: docIdSchema });
export type ChatLeavePayload = z.infer<typeof chatLeavePayloadSchema>;

/**
 * `chat.addMembers {thread, contacts}`: a participant brings these agenda contacts (FireIds, as
 * the picker shows them) into the thread, by the same picking rule as `chat.start`. The thread
 * records who added whom and when (`additions`), so everyone sees it.
 */
export const chatAddMembersPayloadSchema = z.strictObject({
  thread: docIdSchema,
  contacts: z
    .array(docIdSchema)
    .min(1)
    .max(maxChatParticipants - 1)
    .refine((ids) => new Set(ids).size === ids.length, 'a contact is named twice'),
});
export type ChatAddMembersPayload = z.infer<typeof chatAddMembersPayloadSchema>;

/** One `chat.addMembers` as the thread keeps it: who added, whom (uids), when. */
export interface ChatAddition {
  by: string;
  uids: string[];
  at: string;
}

export const chatCommandTypes = {
  start: 'chat.start',
  send: 'chat.send',
  read: 'chat.read',
  leave: 'chat.leave',
  addMembers: 'chat.addMembers',
} as const;
