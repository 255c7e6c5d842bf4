import { mayAssignTasks } from '@colmena/shared/tasks';
import { useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { GivenTasks } from './GivenTasks';
import { emptyViewText, type InboxView, tasksInView } from './inboxView';
import { TaskCard } from './TaskCard';
import { type MyTasks, TasksProvider, useMyTasks } from './TasksProvider';
import './tasks.css';
import '../../ui/viewSwitch.css';

type View = InboxView | 'given';

const viewText = {
  pending: 'tasks.view.pending',
  completed: 'tasks.view.completed',
  given: 'tasks.view.given',
} as const;

/**
 * The "Tareas" view of /messages (spec §2): my tasks inside their window (spec §4), pending or
 * completed, live; completing is the `task.complete` command. Staff also see the tasks they gave.
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
  const { user } = useSession();
  const [view, setView] = useState<View>('pending');
  const gives = user !== null && mayAssignTasks({ lvl: user.lvl, rol: user.contact?.Rol });
  const views: readonly View[] = gives ? ['pending', 'completed', 'given'] : ['pending', 'completed'];
  const shown = view === 'given' ? [] : tasksInView(tasks, view);

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
            {t(viewText[choice])}
          </button>
        ))}
      </fieldset>
      {view === 'given' && user && <GivenTasks uid={user.uid} />}
      {view !== 'given' && status === 'loading' && <p className="tasks-inbox__empty">{t('tasks.loading')}</p>}
      {view !== 'given' && status === 'error' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${error ?? 'error_loading_data'}`)}
        </p>
      )}
      {view !== 'given' && status === 'ready' && shown.length === 0 && (
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
