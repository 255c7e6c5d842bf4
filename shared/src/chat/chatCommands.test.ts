import { describe, expect, it } from 'vitest';
import {
  chatAddMembersPayloadSchema,
  chatReadPayloadSchema,
  chatSendPayloadSchema,
  chatStartPayloadSchema,
  maxChatBodyLength,
  maxChatParticipants,
} from './chatCommands';

describe('chat.send body: plain text within bounds', () => {
  it.each<[string, string, string | null]>([
    ['kept as typed', 'Hola\nequipo', 'Hola\nequipo'],
    ['Windows line ends become \\n', 'a\r\nb\rc', 'a\nb\nc'],
    ['trimmed', '  hola  \n', 'hola'],
    ['tabs stay', 'a\tb', 'a\tb'],
    ['HTML stays text', '<script>x</script>', '<script>x</script>'],
    ['empty refused', '', null],
    ['blank refused', ' \n\t ', null],
    ['NUL refused', 'a\u0000b', null],
    ['escape refused', 'a\u001b[31m', null],
    ['the longest body', 'x'.repeat(maxChatBodyLength), 'x'.repeat(maxChatBodyLength)],
    ['one character too long', 'x'.repeat(maxChatBodyLength + 1), null],
  ])('%s', (_case, body, expected) => {
    const parsed = chatSendPayloadSchema.safeParse({ thread: 't1', body });
    expect(parsed.success ? parsed.data.body : null).toBe(expected);
  });

  it('names a thread by a storable id and nothing else', () => {
    expect(chatSendPayloadSchema.safeParse({ thread: 'a/b', body: 'x' }).success).toBe(false);
    expect(chatSendPayloadSchema.safeParse({ thread: 't', body: 'x', from: 'someone' }).success).toBe(false);
  });
});

describe('chat.start and chat.read payloads', () => {
  it.each<[string, unknown, boolean]>([
    ['one contact', { contacts: ['c1'] }, true],
    ['nobody', { contacts: [] }, false],
    ['the same contact twice', { contacts: ['c1', 'c1'] }, false],
    [
      'as many as fit with the starter',
      { contacts: Array.from({ length: maxChatParticipants - 1 }, (_, i) => `c${i}`) },
      true,
    ],
    ['one too many', { contacts: Array.from({ length: maxChatParticipants }, (_, i) => `c${i}`) }, false],
    ['participants named directly', { contacts: ['c1'], participants: ['u1'] }, false],
  ])('start: %s', (_case, payload, ok) => {
    expect(chatStartPayloadSchema.safeParse(payload).success).toBe(ok);
  });

  it.each<[string, unknown, boolean]>([
    ['some keys', { thread: 't', keys: ['k1', 'k2'] }, true],
    ['no keys', { thread: 't', keys: [] }, false],
    ['an empty key', { thread: 't', keys: [''] }, false],
  ])('read: %s', (_case, payload, ok) => {
    expect(chatReadPayloadSchema.safeParse(payload).success).toBe(ok);
  });
});

describe('chat.addMembers payload', () => {
  it.each<[string, unknown, boolean]>([
    ['one contact to a thread', { thread: 't', contacts: ['c1'] }, true],
    ['nobody', { thread: 't', contacts: [] }, false],
    ['the same contact twice', { thread: 't', contacts: ['c1', 'c1'] }, false],
    ['no thread', { contacts: ['c1'] }, false],
    ['a thread that is no id', { thread: 'a/b', contacts: ['c1'] }, false],
    ['uids named directly', { thread: 't', contacts: ['c1'], participants: ['u1'] }, false],
    [
      'one too many',
      { thread: 't', contacts: Array.from({ length: maxChatParticipants }, (_, i) => `c${i}`) },
      false,
    ],
  ])('%s', (_case, payload, ok) => {
    expect(chatAddMembersPayloadSchema.safeParse(payload).success).toBe(ok);
  });
});
