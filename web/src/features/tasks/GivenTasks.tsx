import { taskProjectRoute } from '@colmena/shared/tasks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { assignedState, byNewestLanding } from './assignedTasks';
import { TaskStateTag } from './TaskStateTag';
import { useAssignedTasks } from './useAssignedTasks';
import { useRecipientNames } from './useRecipientNames';

/**
 * "Encargadas por mí" in /messages: every task I gave, newest first, live: to whom, pending,
 * completed by them or expired, and its project.
 */
export function GivenTasks({ uid }: { uid: string }) {
  const t = useT();
  const { company } = useSession();
  const given = useAssignedTasks(uid);
  const nameOf = useRecipientNames();
  const tasks = useMemo(() => [...given.docs].sort(byNewestLanding), [given.docs]);
  const now = Date.now();

  if (given.status === 'loading') return <p className="tasks-inbox__empty">{t('tasks.loading')}</p>;
  if (given.status === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {t(`errors.${given.error ?? 'error_loading_data'}`)}
      </p>
    );
  }
  if (tasks.length === 0) return <p className="tasks-inbox__empty">{t('tasks.noneGiven')}</p>;
  return (
    <ul className="tasks-inbox__list">
      {tasks.map((task) => {
        const state = assignedState(task, now);
        const route = taskProjectRoute(task, company.collections[0]?.key);
        return (
          <li key={task.FireId}>
            <article
              className="task-row"
              data-testid="given-task-row"
              data-task-id={task.FireId}
              data-state={state}
            >
              <div className="task-row__body">
                <h3 className="task-row__title">{typeof task.title === 'string' ? task.title : ''}</h3>
                <p className="task-row__meta">
                  <span>{t('taskLauncher.given.to', { name: nameOf(task) })}</span>
                  {route && <Link to={route}>{t('tasks.openProject')}</Link>}
                </p>
              </div>
              <TaskStateTag state={state} recipient={nameOf(task)} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
