import { useState } from 'react';
import { useT } from '../../../hooks/useT';
import { TextAreaField } from '../../../ui/FormFields';
import { parseJson, type StepDraft, stepProblems } from '../automationDraft';
import { problemText } from '../automationProblems';
import { stepFormOf } from './stepForms';
import './stepForms.css';

interface Props {
  step: StepDraft;
  variables: readonly string[];
  onConfigTextChange(configText: string): void;
}

/**
 * A step's settings: its kind's form, or — the toggle, for power users — the JSON as stored,
 * with its kind's problem under it. A JSON the form cannot show (not an object) stays in JSON.
 */
export function StepConfigEditor({ step, variables, onConfigTextChange }: Props) {
  const t = useT();
  const [asJson, setAsJson] = useState(false);
  const Form = stepFormOf(step.kind);
  const parsed = parseJson(step.configText);
  const config =
    parsed.ok && parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
      ? (parsed.value as Record<string, unknown>)
      : null;
  const formShown = !asJson && Form !== undefined && config !== null;
  // Under the step itself: each problem by its field's label, without the step's place.
  const problem = stepProblems(step)
    .map((found) => problemText(found, t, false))
    .join('; ');
  return (
    <div className="step-config">
      <label className="field-checkbox step-config__toggle">
        <input
          type="checkbox"
          checked={!formShown}
          disabled={!Form || !config}
          onChange={(e) => setAsJson(e.target.checked)}
        />
        <span>{t('automationSteps.mode.json')}</span>
      </label>
      {formShown ? (
        <Form
          config={config}
          variables={variables}
          onConfigChange={(next) => onConfigTextChange(JSON.stringify(next, null, 2))}
        />
      ) : (
        <TextAreaField
          label={t('automations.steps.config')}
          code
          rows={Math.min(14, Math.max(4, step.configText.split('\n').length + 1))}
          value={step.configText}
          onValueChange={onConfigTextChange}
          hint={
            problem ? (
              <span className="automations__problem" role="status">
                {problem}
              </span>
            ) : (
              t('automationSteps.mode.jsonNote')
            )
          }
        />
      )}
    </div>
  );
}
