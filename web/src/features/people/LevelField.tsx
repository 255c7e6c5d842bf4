import type { NamedLevel } from '@colmena/shared/policy';
import { useT } from '../../hooks/useT';
import { levelMeaningKey, namedLevelKey } from './levelChoice';
import { SelectField } from './SelectField';

interface Props {
  value: NamedLevel | null;
  /** The levels the actor may grant, and the current one (levelOptions). */
  options: readonly NamedLevel[];
  /** Level 100 sets claims; other staff only move a person between clients and team. */
  setsClaim: boolean;
  onChoose(level: NamedLevel): void;
}

/** The access level by name (issue 12 point 6), with what the chosen one means below it. */
export function LevelField({ value, options, setsClaim, onChoose }: Props) {
  const t = useT();
  const meaning = value ? t(levelMeaningKey(value)) : '';
  const rule = t(setsClaim ? 'people.level.hint.admin' : 'people.level.hint.staff');
  return (
    <SelectField
      label={t('people.level.label')}
      value={value}
      placeholder={t('people.level.unknown')}
      hint={meaning ? `${meaning} ${rule}` : rule}
      disabled={options.length < 2}
      options={options.map((level) => ({ value: level, label: t(namedLevelKey(level)) }))}
      onValueChange={onChoose}
    />
  );
}
