import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export interface LeaveGuard {
  /** True while a way out waits for the person's answer (show the dialog). */
  asking: boolean;
  /** Runs `leave` at once when nothing is unsaved, else after the person agrees (Cancel, Esc). */
  confirm(leave: () => void): void;
  /** The person stays: the way out is dropped. */
  stay(): void;
  /** The person agrees: the way out runs. */
  discard(): void;
}

/**
 * Unsaved changes are not lost silently: while `dirty`, closing or reloading the tab asks the
 * browser's question, and a click on an in-app link waits for the answer (the app's router is
 * a BrowserRouter, which has no blocker, so links are caught on their way); `confirm` does the
 * same for the screen's own ways out.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

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
      // A jump within the page (its own anchors) leaves nothing behind.
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      const to = `${link.pathname}${link.search}${link.hash}`;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, navigate]);

  const confirm = useCallback(
    (leave: () => void) => {
      if (dirty) setPending(() => leave);
      else leave();
    },
    [dirty],
  );
  const stay = useCallback(() => setPending(null), []);
  const discard = useCallback(() => {
    const leave = pending;
    setPending(null);
    leave?.();
  }, [pending]);

  return { asking: pending !== null, confirm, stay, discard };
}
