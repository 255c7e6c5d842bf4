import { isMobileUserAgent } from '@colmena/shared/device';
import { useSyncExternalStore } from 'react';

const query = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const mobileAgent = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);

/** Mobile user agent (spec §1) or a narrow window: bottom icon bar, no left panel, no admin icons. */
export function useSmallScreen(): boolean {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
  return mobileAgent || narrow;
}
