import { useLayoutEffect, useRef } from 'react';

interface Shortcuts {
  save(): void;
  cancel(): void;
}

/**
 * While an edit form is open: Ctrl+S (Cmd+S on a Mac) saves instead of the browser's "save
 * page", and Esc cancels — unless a dialog is open, whose own Esc comes first.
 */
export function useEditShortcuts(shortcuts: Shortcuts): void {
  // The latest handlers, without re-adding the listener on every render.
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  // Attached before the form is painted: an Esc pressed the moment the form shows is not lost.
  useLayoutEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current.save();
        return;
      }
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) {
        event.preventDefault();
        latest.current.cancel();
      }
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);
}
