import type { MessageKey } from '@colmena/shared';

const named: Record<number, MessageKey> = {
  0: 'accounts.contact.level.0',
  10: 'accounts.contact.level.10',
  50: 'accounts.contact.level.50',
  100: 'accounts.contact.level.100',
};

/** The catalogue name of a level threshold (company settings: "Manager (50)"): the four of spec §9, or "custom". A person's level by name is levelChoice namedLevelKey. */
export function levelNameKey(lvl: number): MessageKey {
  return named[lvl] ?? 'accounts.contact.level.other';
}
