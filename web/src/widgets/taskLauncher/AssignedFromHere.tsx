import { useMemo } from 'react';
import { assignedAbout, assignedState } from '../../features/tasks/assignedTasks';
import { TaskStateTag } from '../../features/tasks/TaskStateTag';
import { useAssignedTasks } from '../../features/tasks/useAssignedTasks';
import { useRecipientNames } from '../../features/tasks/useRecipientNames';
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
  const nameOf = useRecipientNames();
  const shown = useMemo(() => assignedAbout(given.docs, documentId, title), [given.docs, documentId, title]);
  if (shown.length === 0) return null;
  const now = Date.now();

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
              {/* Completed names its recipient already: a narrow card need not say it twice. */}
              {state !== 'completed' && <span>{t('taskLauncher.given.to', { name: nameOf(task) })}</span>}
              <TaskStateTag state={state} recipient={nameOf(task)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
