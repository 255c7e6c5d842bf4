import { automationRunsCollection } from '@colmena/shared/automation';
import { useMemo, useState } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { SelectField } from '../../ui/FormFields';
import { storedStepSchema } from './automationsApi';
import { StepOutcomes } from './StepOutcomes';
import { statusKey } from './statusKey';
import { useAutomationCommand } from './useAutomationCommand';

/** Runs the list reads, newest first (one single-field order: no composite index). */
const runsShown = 200;
const statusFilters = ['', 'queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

interface Props {
  automations: ReadonlyArray<{ id: string; name: string }>;
  /** The automation the list starts filtered on (the one open in the editor). */
  automationId: string;
  onAutomationChange(id: string): void;
}

/** Every run, live, filtered by automation and status; a failed or cancelled run can run again. */
export function RunsList({ automations, automationId, onAutomationChange }: Props) {
  const t = useT();
  const { notify } = useSnackbar();
  const { run } = useAutomationCommand();
  const [status, setStatus] = useState<(typeof statusFilters)[number]>('');
  const live = useLiveQuery({
    collection: automationRunsCollection,
    orderBy: ['createdAt', 'desc'],
    limit: runsShown,
  });
  const names = useMemo(() => new Map(automations.map((a) => [a.id, a.name])), [automations]);
  const runs = live.docs.filter(
    (doc) =>
      (automationId === '' || doc.automationId === automationId) && (status === '' || doc.status === status),
  );

  const rerun = async (runId: string) => {
    const outcome = await run('automation.rerun', { runId });
    if (outcome.status === 'applied') notify({ text: t('automations.runs.rerunStarted'), type: 'success' });
  };

  return (
    <section className="automations__runs" aria-labelledby="automation-runs">
      <h2 id="automation-runs">{t('automations.runs.title')}</h2>
      <div className="automations__filters-row">
        <SelectField<string>
          label={t('automations.runs.filterAutomation')}
          value={automationId}
          options={[
            { value: '', label: t('automations.runs.all') },
            ...automations.map((a) => ({ value: a.id, label: a.name })),
          ]}
          onValueChange={onAutomationChange}
        />
        <SelectField<(typeof statusFilters)[number]>
          label={t('automations.runs.filterStatus')}
          value={status}
          options={statusFilters.map((s) => ({
            value: s,
            label: s === '' ? t('automations.runs.all') : t(statusKey(s)),
          }))}
          onValueChange={setStatus}
        />
      </div>
      {live.status === 'loading' && <p aria-busy="true">{t('automations.runs.loading')}</p>}
      {live.status === 'error' && (
        <p className="automations__problem">{t(`errors.${live.error ?? 'error_loading_data'}`)}</p>
      )}
      {live.status === 'ready' && runs.length === 0 && (
        <p className="automations__empty">{t('automations.runs.empty')}</p>
      )}
      <ul className="automations__run-list" aria-label={t('automations.runs.caption')}>
        {runs.map((doc) => {
          const steps = storedStepSchema.array().safeParse(doc.steps);
          const trigger = (doc.trigger ?? {}) as { type?: string };
          return (
            <li
              key={doc.FireId}
              className={`automations__run automation-status--${String(doc.status)}`}
              data-testid="automation-run"
            >
              <details>
                <summary>
                  <span className="automations__status">{t(statusKey(String(doc.status)))}</span>
                  <span className="automations__run-name">
                    {names.get(String(doc.automationId)) ?? String(doc.automationName ?? '')}
                  </span>
                  <span>{trigger.type ?? ''}</span>
                  <time dateTime={String(doc.createdAt)}>
                    {new Date(String(doc.createdAt)).toLocaleString()}
                  </time>
                  {typeof doc.durationMs === 'number' && <span>{doc.durationMs} ms</span>}
                </summary>
                {typeof doc.error === 'string' && <p className="automations__problem">{doc.error}</p>}
                {steps.success && <StepOutcomes steps={steps.data} />}
              </details>
              {(doc.status === 'failed' || doc.status === 'cancelled') && (
                <button type="button" className="button button--text" onClick={() => rerun(doc.FireId)}>
                  {t('automations.runs.rerun')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
