import type { StoredDoc } from '@colmena/shared';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { TaskCard } from './TaskCard';
import './tasks.css';

/** A task opened from its notification: the same card as in the inbox, in a dialog. */
export function TaskDialog({ task, onClose }: { task: StoredDoc | null; onClose(): void }) {
  const t = useT();
  return (
    <Dialog
      open={task !== null}
      title={t('notifications.task')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--text" onClick={onClose}>
          {t('shell.dialog.close')}
        </button>
      }
    >
      {task && <TaskCard task={task} onDone={onClose} />}
    </Dialog>
  );
}
