import { useT } from '../../hooks/useT';
import { LogsIcon } from './LogsIcon';
import type { LogsPageState } from './useLogsPage';

/** "Newer" / "Older" around the page number; hidden while there is only one page. */
export function LogsPager({ logs }: { logs: LogsPageState }) {
  const t = useT();
  if (!logs.canGoNewer && !logs.canGoOlder) return null;
  return (
    <nav className="logs__pager" aria-label={t('logs.pager.label')}>
      <button
        type="button"
        className="button button--outlined"
        onClick={logs.goNewer}
        disabled={!logs.canGoNewer}
      >
        <LogsIcon name="newer" />
        {t('logs.pager.newer')}
      </button>
      <span className="logs__page" aria-live="polite">
        {t('logs.pager.page', { number: logs.pageNumber })}
      </span>
      <button
        type="button"
        className="button button--outlined"
        onClick={logs.goOlder}
        disabled={!logs.canGoOlder}
      >
        {t('logs.pager.older')}
        <LogsIcon name="older" />
      </button>
    </nav>
  );
}
