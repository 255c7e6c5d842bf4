import { type MessageKey, messagesEn, messagesEs } from '../../shared/src/i18n';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The catalogue text of `key` in either language, as an exact-match pattern. After sign-in the
 * contact's own language applies (the demo contacts are Spanish), so journeys accept both.
 */
export function either(key: MessageKey): RegExp {
  return new RegExp(`^(${escapeRegExp(messagesEn[key])}|${escapeRegExp(messagesEs[key])})$`);
}
