import '@colmena/shared/i18n/automationsTexts';
import { automationsCollection } from '@colmena/shared/automation';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useT } from '../../hooks/useT';
import { CheckboxField, SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';

/** The automation widget's panel: which automation its button runs, its text, and the runs list. */
export function AutomationEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const automations = useLiveQuery({ collection: automationsCollection });
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : '');
  return (
    <>
      <SelectField<string>
        label={t('automations.widget.editor.automation')}
        value={text('automationId')}
        options={[
          { value: '', label: '—' },
          ...automations.docs.map((doc) => ({ value: doc.FireId, label: String(doc.name ?? doc.FireId) })),
        ]}
        onValueChange={(automationId) => onChange({ ...settings, automationId })}
      />
      <TextField
        label={t('automations.widget.editor.buttonLabel')}
        value={text('buttonLabel')}
        maxLength={60}
        onValueChange={(buttonLabel) => onChange({ ...settings, buttonLabel })}
      />
      <CheckboxField
        label={t('automations.widget.editor.showRuns')}
        checked={settings.showRuns !== false}
        onCheckedChange={(showRuns) => onChange({ ...settings, showRuns })}
      />
    </>
  );
}
