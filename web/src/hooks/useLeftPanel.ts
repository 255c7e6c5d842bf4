import { useCallback, useEffect, useState } from 'react';
import { claimAutoOpen } from '../app/layout/panelAutoOpen';

export interface LeftPanelState {
  open: boolean;
  toggle(): void;
}

/** Collapsed by default; opens by itself once when `hasContent` first becomes true. */
export function useLeftPanel(hasContent: boolean): LeftPanelState {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (claimAutoOpen(hasContent, sessionStorage)) setOpen(true);
  }, [hasContent]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle };
}
