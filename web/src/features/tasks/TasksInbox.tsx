import type { StoredDoc } from '@colmena/shared';
import { formatDateTime } from '@colmena/shared/format';
import { taskProjectRoute } from '@colmena/shared/tasks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { type MyTasks, TasksProvider, useMyTasks } from './TasksProvider';
import { useTaskCommand } from './useTaskCommand';
import './tasks.css';

type View = 'pending' | 'completed';
const views: readonly View[] = ['pending', 'completed'];

/**
 * The "Tareas" view of /messages (spec §2): my tasks inside their window (spec §4), pending or
 * completed, live; completing is the `task.complete` command.
 */
export function TasksInbox() {
  const tasks = useMyTasks();
  const { user } = useSession();
  if (tasks) return <Inbox {...tasks} />;
  if (!user) return null;
  // Outside the app shell's provider: a subscription of its own.
  return (
    <TasksProvider uid={user.uid}>
      <TasksInbox />
    </TasksProvider>
  );
}

function Inbox({ status, tasks }: MyTasks) {
  const t = useT();
  const [view, setView] = useState<View>('pending');
  const shown = tasks.filter((task) => (task.completed === true) === (view === 'completed'));

  return (
    <section className="tasks-inbox" aria-label={t('tasks.title')} data-testid="tasks-inbox">
      <fieldset className="view-switch tasks-inbox__switch">
        <legend className="visually-hidden">{t('tasks.view.label')}</legend>
        {views.map((choice) => (
          <button
            key={choice}
            type="button"
            className="view-switch__button"
            aria-pressed={view === choice}
            onClick={() => setView(choice)}
          >
            {t(choice === 'pending' ? 'tasks.view.pending' : 'tasks.view.completed')}
          </button>
        ))}
      </fieldset>
      {status === 'loading' && <p className="tasks-inbox__empty">{t('tasks.loading')}</p>}
      {status === 'ready' && shown.length === 0 && (
        <p className="tasks-inbox__empty" data-testid="tasks-empty">
          {t(view === 'pending' ? 'shell.tasks.allDone' : 'tasks.noneCompleted')}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="tasks-inbox__list">
          {shown.map((task) => (
            <TaskRow key={task.FireId} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TaskRow({ task }: { task: StoredDoc }) {
  const t = useT();
  const { run } = useTaskCommand();
  const [sending, setSending] = useState(false);
  const completed = task.completed === true;
  const { company } = useSession();
  const projectRoute = taskProjectRoute(task, company.collections[0]?.key);
  const title = typeof task.title === 'string' ? task.title : '';
  const subtitle = typeof task.subtitle === 'string' ? task.subtitle : '';
  const expires = typeof task.expires_on === 'string' ? formatDateTime(task.expires_on) : '';

  const toggle = async () => {
    setSending(true);
    await run('task.complete', { taskId: task.FireId, completed: !completed });
    setSending(false);
  };

  return (
    <li className="task-row" data-testid="task-row" data-task-id={task.FireId}>
      <div className="task-row__body">
        <h3 className="task-row__title">{title}</h3>
        {subtitle && <p className="task-row__subtitle">{subtitle}</p>}
        <p className="task-row__meta">
          {expires && <span>{t('tasks.expires', { when: expires })}</span>}
          {projectRoute && <Link to={projectRoute}>{t('tasks.openProject')}</Link>}
        </p>
      </div>
      <button
        type="button"
        className={completed ? 'button button--outlined' : 'button button--primary'}
        disabled={sending}
        onClick={toggle}
      >
        {t(completed ? 'tasks.reopen' : 'tasks.complete')}
      </button>
    </li>
  );
}
