import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { useLeaveGuard } from '../../ui/useLeaveGuard';

/**
 * Unsaved changes are not lost silently: leaving the page (a link of the app, a reload, closing
 * the tab) asks first while `dirty` (useLeaveGuard).
 */
export function LeaveGuard({ dirty, sections }: { dirty: boolean; sections: string[] }) {
  const t = useT();
  const guard = useLeaveGuard(dirty);

  return (
    <Dialog
      open={guard.asking}
      title={t('companyConfig.leave.title')}
      onClose={guard.stay}
      actions={
        <>
          <button type="button" className="button button--text" onClick={guard.stay}>
            {t('companyConfig.leave.stay')}
          </button>
          <button type="button" className="button button--primary" onClick={guard.discard}>
            {t('companyConfig.leave.discard')}
          </button>
        </>
      }
    >
      <p>{t('companyConfig.leave.text', { sections: sections.join(', ') })}</p>
    </Dialog>
  );
}
