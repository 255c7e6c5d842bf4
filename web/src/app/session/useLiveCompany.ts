import type { Colors } from '@colmena/shared';
import { useEffect, useRef } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { colorsOf, colorsQuery, companyVersionOf, companyVersionQuery } from './liveCompany';

/**
 * Keeps a signed-in tab's company current (spec §7 live subscription "company"): calls
 * `onCompanyChanged` each time the company document changes after the first result, and
 * answers the live colours (null until known, or signed out), so the theme follows at once.
 */
export function useLiveCompany(signedIn: boolean, onCompanyChanged: () => void): Colors | null {
  const version = useLiveQuery(signedIn ? companyVersionQuery : null);
  const colors = useLiveQuery(signedIn ? colorsQuery : null);
  const seen = useRef<number | null>(null);
  const onChanged = useRef(onCompanyChanged);
  onChanged.current = onCompanyChanged;

  const current = version.status === 'ready' ? companyVersionOf(version.docs) : null;
  useEffect(() => {
    if (!signedIn) {
      seen.current = null;
      return;
    }
    if (current === null) return;
    if (seen.current !== null && current !== seen.current) onChanged.current();
    seen.current = current;
  }, [signedIn, current]);

  return colors.status === 'ready' ? colorsOf(colors.docs) : null;
}
