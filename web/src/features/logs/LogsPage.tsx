import '@colmena/shared/i18n/logsTexts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LogsScreen } from './LogsScreen';
import { filtersFromParams, logsPath } from './logFilters';
import './logs.css';

/** Route `/logs/:documentid/:userid` (level 100, checked by the route guard). */
export function LogsPage() {
  const { documentid, userid } = useParams();
  const filters = useMemo(() => filtersFromParams(documentid, userid), [documentid, userid]);
  // Other filters are another list: paging starts over on the newest page.
  return <LogsScreen key={logsPath(filters)} filters={filters} />;
}
