import { useT } from '../../hooks/useT';
import type { StoredStepView } from './automationsApi';
import { statusKey } from './statusKey';

/** Each step of a run: status, time, attempts, error, log and output (as JSON). */
export function StepOutcomes({ steps }: { steps: readonly StoredStepView[] }) {
  const t = useT();
  return (
    <ol className="automations__outcomes">
      {steps.map((step) => (
        <li key={step.name} className={`automations__outcome automation-status--${step.status}`}>
          <div className="automations__outcome-head">
            <strong>{step.name}</strong>
            <span className="automations__status">{t(statusKey(step.status))}</span>
            {step.durationMs !== undefined && <span>{step.durationMs} ms</span>}
            {step.attempts !== undefined && step.attempts > 1 && <span>×{step.attempts}</span>}
          </div>
          {step.error && <p className="automations__problem">{step.error}</p>}
          {step.log && step.log.length > 0 && <pre className="automations__log">{step.log.join('\n')}</pre>}
          {step.output !== undefined && (
            <details open>
              <summary>
                {t('automations.runs.output')} {step.truncated ? t('automations.runs.truncated') : ''}
              </summary>
              <pre className="automations__output">
                {typeof step.output === 'string' ? step.output : JSON.stringify(step.output, null, 2)}
              </pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
