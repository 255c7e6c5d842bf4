import type { StoredDoc } from '@colmena/shared';
import { formatDateTime } from '@colmena/shared/format';
import { parseTaskProject } from '@colmena/shared/tasks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { useMyTasks } from './useMyTasks';
import { useTaskCommand } from './useTaskCommand';
import './tasks.css';

type View = 'pending' | 'completed';
const views: readonly View[] = ['pending', 'completed'];

/**
 * The "Tareas" view of /messages (spec §2): my tasks inside their window (spec §4), pending or
 * completed, live; completing is the `task.complete` command.
 */
export function TasksInbox() {
  const t = useT();
  const [view, setView] = useState<View>('pending');
  const { status, tasks } = useMyTasks();
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
  const project = parseTaskProject(task.project);
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
          {project && (
            <Link to={`/data/${encodeURIComponent(project.collKey)}/${encodeURIComponent(project.id)}`}>
              {t('tasks.openProject')}
            </Link>
          )}
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
