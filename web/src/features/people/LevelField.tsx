import { useT } from '../../hooks/useT';
import { levelChoices } from './contactForm';
import { levelNameKey } from './levelLabel';
import { SelectField } from './SelectField';

interface Props {
  ownLvl: number;
  value: number | null;
  onValueChange(lvl: number): void;
}

/** Spec §6: the account level, for level 100 only, never above the actor's own. */
export function LevelField({ ownLvl, value, onValueChange }: Props) {
  const t = useT();
  return (
    <SelectField
      label={t('accounts.contact.level')}
      value={value}
      placeholder="—"
      hint={t('accounts.contact.levelHint')}
      options={levelChoices(ownLvl, value).map((lvl) => ({
        value: lvl,
        label: t('accounts.contact.levelOption', { name: t(levelNameKey(lvl)), lvl }),
      }))}
      onValueChange={onValueChange}
    />
  );
}
