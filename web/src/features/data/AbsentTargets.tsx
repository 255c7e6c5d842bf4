import type { MessageKey, PublicCollection } from '@colmena/shared';
import { useT } from '../../hooks/useT';
import type { AbsentReason, MoveChoices } from './moveChoices';
import './trash.css';

const reasonKeys: Record<AbsentReason, MessageKey> = {
  sameCollection: 'data.move.absent.sameCollection',
  noJournals: 'data.move.absent.noJournals',
  notAllowed: 'data.move.absent.notAllowed',
};

/** "Why other collections are not listed": each collection the user sees but cannot move into. */
export function AbsentTargets({ from, absent }: { from: PublicCollection; absent: MoveChoices['absent'] }) {
  const t = useT();
  if (absent.length === 0) return null;
  return (
    <details className="removal-absent" data-testid="absent-targets">
      <summary>{t('data.projectData.absentTitle')}</summary>
      <ul>
        {absent.map(({ collection, reason }) => (
          <li key={collection.key}>
            {t(reasonKeys[reason], {
              name: collection.name,
              collection: from.name,
              journals: from.secondaryName ?? from.secondaryCollection ?? '',
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
