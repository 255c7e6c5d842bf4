import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../hooks/useSession';
import { readTablePrefs, type TablePrefs, tablePrefsKey, writeTablePrefs } from './tablePrefs';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The view, hidden columns and filters of one collection's list, remembered per company, user
 * and collection in this browser. Reading again when the collection changes keeps each list's own.
 */
export function useTablePrefs(
  collKey: string,
): [TablePrefs, (change: (prefs: TablePrefs) => TablePrefs) => void] {
  const { company, user } = useSession();
  const key = tablePrefsKey(company.id, user?.uid ?? 'anonymous', collKey);
  const [changed, setChanged] = useState<{ key: string; prefs: TablePrefs } | null>(null);
  const stored = useMemo(() => readTablePrefs(browserStorage(), key), [key]);
  const prefs = changed?.key === key ? changed.prefs : stored;
  const update = useCallback(
    (change: (prefs: TablePrefs) => TablePrefs) =>
      setChanged((current) => {
        const base = current?.key === key ? current.prefs : readTablePrefs(browserStorage(), key);
        const next = change(base);
        writeTablePrefs(browserStorage(), key, next);
        return { key, prefs: next };
      }),
    [key],
  );
  return [prefs, update];
}
