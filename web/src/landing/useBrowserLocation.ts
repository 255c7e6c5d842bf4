import { useCallback, useEffect, useState } from 'react';

export interface BrowserLocation {
  pathname: string;
  search: string;
}

function current(): BrowserLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** Two views only, so the History API is all the routing the landing needs. */
export function useBrowserLocation(): [BrowserLocation, (path: string) => void] {
  const [location, setLocation] = useState(current);

  useEffect(() => {
    const onPopState = () => setLocation(current());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', path);
    setLocation(current());
    window.scrollTo(0, 0);
  }, []);

  return [location, navigate];
}
