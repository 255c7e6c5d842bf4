import type { StoredDoc } from '@colmena/shared';
import { useMemo } from 'react';
import { useAgenda } from '../../features/people/useAgenda';
import { assignedAbout, assignedState } from '../../features/tasks/assignedTasks';
import { useAssignedTasks } from '../../features/tasks/useAssignedTasks';
import { useT } from '../../hooks/useT';

interface Props {
  uid: string;
  documentId: string;
  /** The launcher's task title: what this launcher gave, not every task about the document. */
  title: string;
}

/**
 * The tasks I gave from this launcher about this document, live: who has each and whether it
 * is pending, completed (by its recipient, the only one who may complete it) or expired.
 */
export function AssignedFromHere({ uid, documentId, title }: Props) {
  const t = useT();
  const given = useAssignedTasks(uid);
  const agenda = useAgenda();
  const names = useMemo(
    () => new Map(agenda.people.filter((p) => p.loginId !== '').map((p) => [p.loginId, p.fullName])),
    [agenda.people],
  );
  const shown = useMemo(() => assignedAbout(given.docs, documentId, title), [given.docs, documentId, title]);
  if (shown.length === 0) return null;
  const now = Date.now();
  const nameOf = (task: StoredDoc) =>
    (typeof task.to === 'string' && names.get(task.to)) || t('taskLauncher.given.someone');

  return (
    <section className="task-launcher__given" aria-label={t('taskLauncher.given.title')}>
      <h3 className="task-launcher__given-title">{t('taskLauncher.given.title')}</h3>
      <ul className="task-launcher__list">
        {shown.map((task) => {
          const state = assignedState(task, now);
          return (
            <li
              key={task.FireId}
              className="task-launcher__item"
              data-testid="task-launcher-given"
              data-task-id={task.FireId}
              data-state={state}
            >
              <span className="task-launcher__who">{t('taskLauncher.given.to', { name: nameOf(task) })}</span>
              <span className={`task-launcher__state task-launcher__state--${state}`}>
                {state === 'completed'
                  ? t('taskLauncher.state.completed', { name: nameOf(task) })
                  : t(state === 'pending' ? 'taskLauncher.state.pending' : 'taskLauncher.state.expired')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
