import { stepKinds } from '@colmena/shared/automation';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { moveItem, newStep, type StepDraft, type TriggerDraft } from './automationDraft';
import { templateVariables } from './stepForms/kit/templateVariables';
import { StepConfigEditor } from './stepForms/StepConfigEditor';

interface Props {
  steps: StepDraft[];
  /** What the steps' settings may read as `{{trigger…}}`. */
  triggers: readonly TriggerDraft[];
  onChange(steps: StepDraft[]): void;
}

/**
 * The steps in order: each with its kind, name and settings (its kind's form, or JSON for power
 * users; stepForms/StepConfigEditor), moved with the buttons or Alt+↑ / Alt+↓ (focus follows the step, and the new
 * place is announced), removed, and added at the end.
 */
export function StepsEditor({ steps, triggers, onChange }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const [kind, setKind] = useState(stepKinds[0]?.kind ?? 'string');
  const [announcement, setAnnouncement] = useState('');
  const focusKey = useRef<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (focusKey.current) items.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const move = (index: number, delta: number) => {
    const next = moveItem(steps, index, delta);
    const step = steps[index];
    if (!step || next.indexOf(step) === index) return;
    focusKey.current = step.key;
    onChange(next);
    setAnnouncement(
      t('automations.steps.moved', { name: step.name, position: next.indexOf(step) + 1, count: next.length }),
    );
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1);
  };
  const update = (index: number, step: StepDraft) => onChange(steps.map((s, i) => (i === index ? step : s)));
  const kindLabel = (id: string) => {
    const found = stepKinds.find((k) => k.kind === id);
    return found ? found.label[language] : id;
  };

  return (
    <section className="automations__section" aria-labelledby="automation-steps">
      <h3 id="automation-steps">{t('automations.steps.title')}</h3>
      <p className="field-hint">{t('automations.steps.keyboard')}</p>
      {steps.length === 0 && <p className="automations__empty">{t('automations.steps.empty')}</p>}
      <ol className="automations__steps">
        {steps.map((step, index) => {
          return (
            <li
              key={step.key}
              className="automations__step"
              tabIndex={-1}
              ref={(node) => {
                if (node) items.current.set(step.key, node);
                else items.current.delete(step.key);
              }}
              onKeyDown={onKeyDown(index)}
              aria-label={`${index + 1}. ${step.name} (${kindLabel(step.kind)})`}
              data-testid="automation-step"
            >
              <div className="automations__step-head">
                <span className="automations__step-number">{index + 1}</span>
                <strong>{kindLabel(step.kind)}</strong>
                <span className="automations__step-actions">
                  <button
                    type="button"
                    className="button button--text"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                  >
                    {t('automations.steps.up')}
                  </button>
                  <button
                    type="button"
                    className="button button--text"
                    onClick={() => move(index, 1)}
                    disabled={index === steps.length - 1}
                  >
                    {t('automations.steps.down')}
                  </button>
                  <button
                    type="button"
                    className="button button--text"
                    onClick={() => onChange(steps.filter((_, i) => i !== index))}
                  >
                    {t('automations.steps.remove')}
                  </button>
                </span>
              </div>
              <TextField
                label={t('automations.steps.name')}
                value={step.name}
                maxLength={40}
                onValueChange={(name) => update(index, { ...step, name })}
              />
              <StepConfigEditor
                step={step}
                variables={templateVariables(triggers, steps, index)}
                onConfigTextChange={(configText) => update(index, { ...step, configText })}
              />
            </li>
          );
        })}
      </ol>
      <div className="automations__add">
        <SelectField<string>
          label={t('automations.steps.kind')}
          value={kind}
          options={stepKinds.map((k) => ({ value: k.kind, label: k.label[language] }))}
          onValueChange={setKind}
        />
        <button type="button" className="button" onClick={() => onChange([...steps, newStep(kind, steps)])}>
          {t('automations.steps.add')}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
