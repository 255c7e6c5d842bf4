import type { StoredDoc } from '@colmena/shared';
import { formatDateTime } from '@colmena/shared/format';
import { taskProjectRoute, toMillis } from '@colmena/shared/tasks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';

/** One task: title, details, due time, its project, and done / pending (task.complete). */
export function TaskCard({ task, onDone }: { task: StoredDoc; onDone?: () => void }) {
  const t = useT();
  const { run } = useCommand();
  const [sending, setSending] = useState(false);
  const completed = task.completed === true;
  const { company } = useSession();
  const projectRoute = taskProjectRoute(task, company.collections[0]?.key);
  const title = typeof task.title === 'string' ? task.title : '';
  const subtitle = typeof task.subtitle === 'string' ? task.subtitle : '';
  const expiresAt = toMillis(task.expires_on);
  const expires = expiresAt === null ? '' : formatDateTime(expiresAt);

  const toggle = async () => {
    setSending(true);
    const outcome = await run('task.complete', { taskId: task.FireId, completed: !completed });
    setSending(false);
    if (outcome.status === 'applied') onDone?.();
  };

  return (
    <article className="task-row" data-testid="task-row" data-task-id={task.FireId}>
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
    </article>
  );
}
