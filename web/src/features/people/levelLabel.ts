import type { MessageKey } from '@colmena/shared';

const named: Record<number, MessageKey> = {
  0: 'accounts.contact.level.0',
  10: 'accounts.contact.level.10',
  50: 'accounts.contact.level.50',
  100: 'accounts.contact.level.100',
};

/** The catalogue name of a level: the four of spec §9, or "custom" for any other number. */
export function levelNameKey(lvl: number): MessageKey {
  return named[lvl] ?? 'accounts.contact.level.other';
}
