import { type FormEvent, useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { keyPreview } from './keyPreview';
import { SaveStatus } from './SettingsSection';

interface Props {
  existingKeys: readonly string[];
  onDefined(key: string): void;
  onCancel(): void;
  onDirtyChange(dirty: boolean): void;
}

/**
 * Every document is known by its Name (titles, cards, references): a new collection declares it
 * first and required, so the fields the admin adds next come after it, and its forms never list
 * the name among "other fields".
 */
const nameField = {
  key: 'Name',
  label: { es: 'Nombre', en: 'Name' },
  type: 'shortText',
  required: true,
  onCard: false,
} as const;

/**
 * `collection.define`: a key (shown as it will be stored), a name, what one document is called,
 * and optionally its journals.
 */
export function NewCollectionForm({ existingKeys, onDefined, onCancel, onDirtyChange }: Props) {
  const t = useT();
  const [typedKey, setTypedKey] = useState('');
  const [name, setName] = useState('');
  const [singular, setSingular] = useState('');
  const [journals, setJournals] = useState('');
  const { state, send } = useCompanyCommand();
  const preview = keyPreview(typedKey, existingKeys);
  const journalsKey = journals.trim() === '' ? '' : keyPreview(journals, []).key;
  const ready =
    preview.problem === null &&
    name.trim() !== '' &&
    singular.trim() !== '' &&
    (journals.trim() === '' || journalsKey !== '');

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    onDirtyChange(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || state.status === 'saving') return;
    const outcome = await send('collection.define', {
      key: typedKey,
      name: name.trim(),
      // Spec §3 mainNameSingular: the pages of one document say "Crear Obra", never "Crear Obras".
      mainNameSingular: singular.trim(),
      fields: [nameField],
      ...(journalsKey ? { secondaryCollection: journalsKey } : {}),
    });
    if (outcome.status === 'applied') {
      onDirtyChange(false);
      onDefined(preview.key);
    }
  };

  const keyHint =
    typedKey === ''
      ? { text: t('companyConfig.collections.keyHint'), tone: 'neutral' as const }
      : preview.problem
        ? {
            text: t(`companyConfig.collections.keyProblem.${preview.problem}`, { key: preview.key }),
            tone: 'bad' as const,
          }
        : { text: t('companyConfig.collections.keyPreview', { key: preview.key }), tone: 'good' as const };

  return (
    <form
      className="settings-new-collection"
      onSubmit={submit}
      noValidate
      aria-label={t('companyConfig.collections.new')}
    >
      <h3 className="settings-subtitle">{t('companyConfig.collections.new')}</h3>
      <div className="settings-grid">
        <TextField
          label={t('companyConfig.collections.key')}
          value={typedKey}
          required
          maxLength={200}
          onValueChange={change(setTypedKey)}
          hint={keyHint}
          liveHint
        />
        <TextField
          label={t('companyConfig.collections.name')}
          value={name}
          required
          maxLength={200}
          onValueChange={change(setName)}
        />
        <TextField
          label={t('companyConfig.collections.mainNameSingular')}
          value={singular}
          required
          maxLength={200}
          onValueChange={change(setSingular)}
        />
        <TextField
          label={t('companyConfig.collections.journalsCollection')}
          value={journals}
          maxLength={200}
          onValueChange={change(setJournals)}
          hint={{
            text: journalsKey
              ? t('companyConfig.collections.keyPreview', { key: journalsKey })
              : t('companyConfig.collections.journalsHint'),
            tone: 'neutral',
          }}
        />
      </div>
      <div className="settings-section__actions">
        <SaveStatus state={state} dirty />
        <button type="button" className="button button--text" onClick={onCancel}>
          {t('companyConfig.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!ready || state.status === 'saving'}
        >
          {state.status === 'saving' ? t('companyConfig.saving') : t('companyConfig.collections.create')}
        </button>
      </div>
    </form>
  );
}
