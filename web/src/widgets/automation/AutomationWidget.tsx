import '@colmena/shared/i18n/automationsTexts';
import type { ListQueryRequest } from '@colmena/shared';
import { useCallback, useEffect, useState } from 'react';
import { type RecentRun, recentRuns, runAutomation } from '../../features/automations/automationsApi';
import { statusKey } from '../../features/automations/statusKey';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import type { WidgetView } from '../kindTypes';
import './automationWidget.css';

/** Spec §9: success snacks stay 3000 ms, errors 10000 ms. */
const successSnackMs = 3000;
const errorSnackMs = 10000;
/** While a run is queued or running, its list is asked again this often. */
const pollMs = 1500;

const unfinished = (run: RecentRun) => run.status === 'queued' || run.status === 'running';

/**
 * Automation kind (issue 15, manual trigger): a button that runs the chosen automation with the
 * document on screen as input (`{{trigger.document…}}`, `{{trigger.docId}}`), and its recent
 * runs, followed until they end. The server decides who may run it (level 100, or staff when the
 * automation has a manual trigger).
 */
export function AutomationWidget({ widget, settings, placement }: WidgetView<'automation'>) {
  const t = useT();
  const { notify } = useSnackbar();
  const [runs, setRuns] = useState<RecentRun[] | null>(null);
  const [sending, setSending] = useState(false);
  const automationId = settings.automationId.trim();
  const onDocument =
    placement.documentId !== null && (widget.place === 'project' || widget.place === 'journal');
  const read = useQueryDocs(
    onDocument
      ? ({
          collection: 'data',
          collKey: placement.collKey,
          place: widget.place,
          docId: placement.documentId,
          limit: 1,
        } as ListQueryRequest)
      : null,
  );

  const refresh = useCallback(async () => {
    if (!automationId || !settings.showRuns) return;
    try {
      setRuns(await recentRuns(automationId));
    } catch {
      setRuns([]);
    }
  }, [automationId, settings.showRuns]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  const following = runs?.some(unfinished) ?? false;
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [following, refresh]);

  if (!automationId) return <p className="widget-empty">{t('automations.widget.noAutomation')}</p>;
  const document = read.status === 'ready' ? (read.docs[0] ?? null) : null;

  const start = async () => {
    setSending(true);
    try {
      await runAutomation(automationId, {
        collKey: placement.collKey,
        docId: placement.documentId,
        document,
      });
      notify({ text: t('automations.widget.started'), type: 'success', time: successSnackMs });
      await refresh();
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'internal';
      notify({ text: t(`errors.${code}` as never), type: 'error', time: errorSnackMs });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="automation-widget">
      <button
        type="button"
        className="button button--primary"
        onClick={start}
        disabled={sending || (onDocument && read.status === 'loading')}
        data-testid="automation-widget-run"
      >
        <Icon name="bot" size={18} />
        {settings.buttonLabel.trim() || t('automations.widget.run')}
      </button>
      {settings.showRuns && (
        <section className="automation-widget__runs" aria-label={t('automations.widget.recent')}>
          <h3 className="automation-widget__title">{t('automations.widget.recent')}</h3>
          {runs !== null && runs.length === 0 && (
            <p className="widget-empty">{t('automations.widget.none')}</p>
          )}
          <ul>
            {(runs ?? []).map((run) => (
              <li key={run.id} className={`automation-widget__run automation-status--${run.status}`}>
                <span className="automation-widget__status">{t(statusKey(run.status))}</span>
                <time dateTime={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</time>
                {run.error && <span className="automation-widget__error">{run.error}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
