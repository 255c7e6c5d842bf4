import { useCallback, useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { readPerPage, writePerPage } from './perPage';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Results per page, remembered per user in this browser. */
export function usePerPage(): [number, (value: number) => void] {
  const uid = useSession().user?.uid ?? 'anonymous';
  const [perPage, setPerPage] = useState(() => readPerPage(browserStorage(), uid));
  const choose = useCallback(
    (value: number) => setPerPage(writePerPage(browserStorage(), uid, value)),
    [uid],
  );
  return [perPage, choose];
}
