/** Spec §2: the left panel opens by itself once (per tab session) when it has something to show. */
export interface AutoOpenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const panelAutoOpenKey = 'colmena.leftPanel.autoOpened';

/** True exactly once per storage when there is content; marks the storage when it says so. */
export function claimAutoOpen(hasContent: boolean, storage: AutoOpenStorage): boolean {
  if (!hasContent) return false;
  try {
    if (storage.getItem(panelAutoOpenKey) === '1') return false;
    storage.setItem(panelAutoOpenKey, '1');
  } catch {
    // Storage refused (private mode): opening on every load is the lesser evil.
  }
  return true;
}
