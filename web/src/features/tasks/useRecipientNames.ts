import type { StoredDoc } from '@colmena/shared';
import { useCallback, useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { useAgenda } from '../people/useAgenda';

/** A task's recipient (`to`, a uid) by the name of their agenda contact; "someone" when unknown. */
export function useRecipientNames(): (task: StoredDoc) => string {
  const t = useT();
  const agenda = useAgenda();
  const names = useMemo(
    () => new Map(agenda.people.filter((p) => p.loginId !== '').map((p) => [p.loginId, p.fullName])),
    [agenda.people],
  );
  return useCallback(
    (task: StoredDoc) =>
      (typeof task.to === 'string' && names.get(task.to)) || t('taskLauncher.given.someone'),
    [names, t],
  );
}
