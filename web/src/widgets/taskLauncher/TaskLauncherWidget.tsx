import type { ListQueryRequest } from '@colmena/shared';
import { type LauncherDocument, mayAssignTasks, taskLauncherPayload } from '@colmena/shared/tasks';
import { useMemo, useState } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import type { WidgetView } from '../kindTypes';
import { AssignedFromHere } from './AssignedFromHere';
import './taskLauncher.css';

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

/**
 * Task launcher kind: a button that assigns the configured task (task.assign) about the
 * document on screen, to the chosen person or the document's owner. Staff only (the server
 * says the same); the document is read as the reader may see it. Beneath it, the tasks this
 * launcher gave about the document and whether each was done, live. In the widget editor's
 * preview the button assigns nothing (a kind that writes sends nothing there).
 */
export function TaskLauncherWidget({
  widget,
  settings,
  placement,
  preview = false,
}: WidgetView<'taskLauncher'> & { preview?: boolean }) {
  const t = useT();
  const { user, company } = useSession();
  const { run } = useCommand();
  const { notify } = useSnackbar();
  const [sending, setSending] = useState(false);
  const isJournal = widget.place === 'journal';
  const onDocument = placement.documentId !== null && (widget.place === 'project' || isJournal);
  const read = useQueryDocs(
    onDocument
      ? ({
          collection: 'data',
          collKey: placement.collKey,
          place: widget.place,
          docId: placement.documentId,
          limit: 1,
        } as ListQueryRequest)
      : null,
  );
  const definition = company.collections.find((c) => c.key === placement.collKey);
  const target = useMemo<LauncherDocument | null>(() => {
    const doc = read.status === 'ready' ? read.docs[0] : undefined;
    return doc ? { doc, collKey: placement.collKey, ownerField: definition?.ownerField, isJournal } : null;
  }, [read.status, read.docs, placement.collKey, definition?.ownerField, isJournal]);

  if (!user || !mayAssignTasks({ lvl: user.lvl, rol: user.contact?.Rol })) {
    return <p className="widget-empty">{t('taskLauncher.notStaff')}</p>;
  }
  if (!onDocument) return <p className="widget-empty">{t('taskLauncher.noDocument')}</p>;
  if (read.status === 'loading') return <div className="widget-loading" aria-busy="true" />;
  if (read.status === 'error') throw new Error(t(`errors.${read.error ?? 'error_loading_data'}`));

  const plan = taskLauncherPayload(settings, widget.title, target, Date.now());
  const assign = async () => {
    if (!plan.ok || preview) return;
    setSending(true);
    const outcome = await run('task.assign', plan.payload);
    setSending(false);
    if (outcome.status === 'applied') {
      notify({
        text: t('taskLauncher.assigned', { title: plan.payload.title }),
        type: 'success',
        time: successSnackMs,
      });
    }
  };

  return (
    <div className="task-launcher">
      <button
        type="button"
        className="button button--primary"
        onClick={assign}
        disabled={!plan.ok || sending || preview}
        data-testid="task-launcher-button"
      >
        <Icon name="task" size={18} />
        {settings.buttonLabel.trim() || t('taskLauncher.assign')}
      </button>
      {!plan.ok && <p className="task-launcher__problem">{t(`taskLauncher.${plan.reason}`)}</p>}
      {plan.ok && preview && <p className="task-launcher__problem">{t('taskLauncher.preview')}</p>}
      {plan.ok && !preview && placement.documentId !== null && (
        <AssignedFromHere uid={user.uid} documentId={placement.documentId} title={plan.payload.title} />
      )}
    </div>
  );
}
