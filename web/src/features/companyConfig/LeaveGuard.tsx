import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';

/**
 * Unsaved changes are not lost silently: leaving the page (a link of the app, a reload, closing
 * the tab) asks first while `dirty`. The app's router is a BrowserRouter (no blocker), so links
 * are caught on their way: a click on an in-app link elsewhere waits for the answer.
 */
export function LeaveGuard({ dirty, sections }: { dirty: boolean; sections: string[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.target === '_blank' ||
        link.origin !== window.location.origin
      )
        return;
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <Dialog
      open={pending !== null}
      title={t('companyConfig.leave.title')}
      onClose={() => setPending(null)}
      actions={
        <>
          <button type="button" className="button button--text" onClick={() => setPending(null)}>
            {t('companyConfig.leave.stay')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              const to = pending;
              setPending(null);
              if (to) navigate(to);
            }}
          >
            {t('companyConfig.leave.discard')}
          </button>
        </>
      }
    >
      <p>{t('companyConfig.leave.text', { sections: sections.join(', ') })}</p>
    </Dialog>
  );
}
