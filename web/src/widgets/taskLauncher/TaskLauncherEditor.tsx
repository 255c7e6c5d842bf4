import { useAgenda } from '../../features/people/useAgenda';
import { useT } from '../../hooks/useT';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';

type To = 'owner' | 'person';

/** The task launcher's panel: the task (title, details, days to expiry) and whom it goes to. */
export function TaskLauncherEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const to: To = settings.to === 'person' ? 'person' : 'owner';
  const agenda = useAgenda();
  // Only people with an account can receive tasks.
  const people = agenda.people.filter((person) => person.loginId !== '');
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : '');
  return (
    <>
      <TextField
        label={t('taskLauncher.editor.title')}
        value={text('title')}
        maxLength={200}
        onValueChange={(title) => onChange({ ...settings, title })}
      />
      <TextAreaField
        label={t('taskLauncher.editor.subtitle')}
        rows={3}
        maxLength={2000}
        value={text('subtitle')}
        onValueChange={(subtitle) => onChange({ ...settings, subtitle })}
      />
      <TextField
        label={t('taskLauncher.editor.days')}
        type="number"
        min={1}
        max={3650}
        step={1}
        value={typeof settings.days === 'number' ? String(settings.days) : '7'}
        onValueChange={(days) => onChange({ ...settings, days: days === '' ? 7 : Number(days) })}
      />
      <SelectField<To>
        label={t('taskLauncher.editor.to')}
        value={to}
        options={[
          { value: 'owner', label: t('taskLauncher.editor.toOwner') },
          { value: 'person', label: t('taskLauncher.editor.toPerson') },
        ]}
        onValueChange={(next) => onChange({ ...settings, to: next })}
      />
      {to === 'person' && (
        <SelectField<string>
          label={t('taskLauncher.editor.person')}
          value={text('person')}
          options={[
            { value: '', label: '—' },
            ...people.map((person) => ({ value: person.id, label: person.fullName || person.email })),
          ]}
          onValueChange={(person) => onChange({ ...settings, person })}
        />
      )}
      <TextField
        label={t('taskLauncher.editor.buttonLabel')}
        value={text('buttonLabel')}
        maxLength={60}
        onValueChange={(buttonLabel) => onChange({ ...settings, buttonLabel })}
      />
    </>
  );
}
