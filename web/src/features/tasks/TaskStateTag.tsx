import { useT } from '../../hooks/useT';
import type { AssignedState } from './assignedTasks';
import './taskState.css';

/** Where a task I gave stands: pending, completed by its recipient, or expired undone. */
export function TaskStateTag({ state, recipient }: { state: AssignedState; recipient: string }) {
  const t = useT();
  return (
    <span className={`task-state task-state--${state}`}>
      {state === 'completed'
        ? t('taskLauncher.state.completed', { name: recipient })
        : t(state === 'pending' ? 'taskLauncher.state.pending' : 'taskLauncher.state.expired')}
    </span>
  );
}
