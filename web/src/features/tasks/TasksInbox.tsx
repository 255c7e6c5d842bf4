import { useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { emptyViewText, type InboxView, tasksInView } from './inboxView';
import { TaskCard } from './TaskCard';
import { type MyTasks, TasksProvider, useMyTasks } from './TasksProvider';
import './tasks.css';
import '../../ui/viewSwitch.css';

const views: readonly InboxView[] = ['pending', 'completed'];

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

function Inbox({ status, error, tasks }: MyTasks) {
  const t = useT();
  const [view, setView] = useState<InboxView>('pending');
  const shown = tasksInView(tasks, view);

  return (
    <section className="tasks-inbox" aria-label={t('tasks.title')} data-testid="tasks-inbox">
      <fieldset className="view-switch">
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
      {status === 'error' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${error ?? 'error_loading_data'}`)}
        </p>
      )}
      {status === 'ready' && shown.length === 0 && (
        <p className="tasks-inbox__empty" data-testid="tasks-empty">
          {t(emptyViewText(view))}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="tasks-inbox__list">
          {shown.map((task) => (
            <li key={task.FireId}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
