import type { MessageKey } from '@colmena/shared';
import { levelNameKey } from '../people/levelLabel';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The four levels of spec §9, as select options ("Manager (50)"). */
export const staffLevels = [0, 10, 50, 100] as const;

export function levelOptions(t: Translate): { value: string; label: string }[] {
  return staffLevels.map((lvl) => ({
    value: String(lvl),
    label: t('accounts.contact.levelOption', { name: t(levelNameKey(lvl)), lvl }),
  }));
}

/** Write levels (lvlCreate, lvlEdit, lvlDelete): −1 lets clients write too. */
export function writeLevelOptions(t: Translate): { value: number; label: string }[] {
  return [
    { value: -1, label: t('companyConfig.collections.level.clients') },
    ...levelOptions(t).map((option) => ({ value: Number(option.value), label: option.label })),
  ];
}
