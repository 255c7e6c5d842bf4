import { useState } from 'react';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { CheckboxField, SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import {
  type AutomationDraft,
  automationOf,
  newTrigger,
  type TriggerType,
  triggerTypes,
} from './automationDraft';
import { problemsText } from './automationProblems';
import { StepsEditor } from './StepsEditor';
import { TestRunPanel } from './TestRunPanel';
import { TriggerFields } from './TriggerFields';
import { useAutomationCommand } from './useAutomationCommand';

interface Props {
  /** null: a new automation. */
  automationId: string | null;
  initial: AutomationDraft;
  onSaved(id: string): void;
  onDeleted(): void;
}

/** One automation's form: name, enabled, triggers, steps, test-run; saved as one command. */
export function AutomationEditor({ automationId, initial, onSaved, onDeleted }: Props) {
  const t = useT();
  const { notify } = useSnackbar();
  const { run } = useAutomationCommand();
  const [draft, setDraft] = useState(initial);
  const [addType, setAddType] = useState<TriggerType>('command');
  const [saving, setSaving] = useState(false);
  const checked = automationOf(draft);

  const save = async () => {
    if (!checked.ok) return;
    setSaving(true);
    const outcome = automationId
      ? await run('automation.update', { docId: automationId, automation: checked.automation })
      : await run('automation.create', { automation: checked.automation });
    setSaving(false);
    if (outcome.status !== 'applied') return;
    notify({ text: t('automations.editor.saved'), type: 'success' });
    const docId = (outcome.result as { docId?: unknown }).docId;
    if (typeof docId === 'string') onSaved(docId);
  };
  const remove = async () => {
    if (!automationId || !window.confirm(t('automations.editor.deleteConfirm', { name: draft.name }))) return;
    const outcome = await run('automation.delete', { docId: automationId });
    if (outcome.status === 'applied') {
      notify({ text: t('automations.editor.deleted'), type: 'success' });
      onDeleted();
    }
  };

  return (
    <form
      className="automations__editor"
      aria-label={draft.name || t('automations.editor.newTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>{automationId ? draft.name || automationId : t('automations.editor.newTitle')}</h2>
      <TextField
        label={t('automations.editor.name')}
        value={draft.name}
        maxLength={120}
        onValueChange={(name) => setDraft({ ...draft, name })}
      />
      <CheckboxField
        label={t('automations.editor.enabled')}
        checked={draft.enabled}
        onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
      />

      <section className="automations__section" aria-labelledby="automation-triggers">
        <h3 id="automation-triggers">{t('automations.triggers.title')}</h3>
        <ul className="automations__triggers">
          {draft.triggers.map((trigger, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: triggers have no identity but their place
            <li key={index} className="automations__trigger">
              <div className="automations__step-head">
                <strong>{t(`automations.trigger.${trigger.type}`)}</strong>
                <button
                  type="button"
                  className="button button--text"
                  onClick={() =>
                    setDraft({ ...draft, triggers: draft.triggers.filter((_, i) => i !== index) })
                  }
                >
                  {t('automations.triggers.remove')}
                </button>
              </div>
              <TriggerFields
                trigger={trigger}
                automationId={automationId}
                onChange={(next) =>
                  setDraft({ ...draft, triggers: draft.triggers.map((tr, i) => (i === index ? next : tr)) })
                }
              />
            </li>
          ))}
        </ul>
        <div className="automations__add">
          <SelectField<TriggerType>
            label={t('automations.triggers.add')}
            value={addType}
            options={triggerTypes.map((type) => ({ value: type, label: t(`automations.trigger.${type}`) }))}
            onValueChange={setAddType}
          />
          <button
            type="button"
            className="button"
            onClick={() => setDraft({ ...draft, triggers: [...draft.triggers, newTrigger(addType)] })}
          >
            {t('automations.triggers.add')}
          </button>
        </div>
      </section>

      <StepsEditor
        steps={draft.steps}
        triggers={draft.triggers}
        onChange={(steps) => setDraft({ ...draft, steps })}
      />

      {!checked.ok && (
        <p className="automations__problem" role="status" data-testid="automation-problem">
          {t('automations.editor.problem', { problem: problemsText(checked.problems, t) })}
        </p>
      )}
      <div className="automations__actions">
        <button type="submit" className="button button--primary" disabled={!checked.ok || saving}>
          {t('automations.editor.save')}
        </button>
        {automationId && (
          <button type="button" className="button button--text" onClick={remove}>
            {t('automations.editor.delete')}
          </button>
        )}
      </div>

      <TestRunPanel draft={draft} automationId={automationId} />
    </form>
  );
}
