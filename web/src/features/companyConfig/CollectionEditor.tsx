import type { PublicCollection } from '@colmena/shared';
import { type FormEvent, useEffect } from 'react';
import { FieldsEditor } from '../../fieldDefinitions/FieldsEditor';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { SelectField } from '../people/SelectField';
import { CardFields } from './CardFields';
import { collectionChanges, collectionForm, collectionFormProblems, type SortDir } from './collectionForm';
import { FilterRowsField } from './FilterRowsField';
import { levelOptions, writeLevelOptions } from './levelOptions';
import { SaveStatus } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

interface Props {
  collection: PublicCollection;
  onDirtyChange(dirty: boolean): void;
  onRemove(): void;
}

/** Every field of one collection definition (spec §3); Save sends what changed as `collection.update`. */
export function CollectionEditor({ collection, onDirtyChange, onRemove }: Props) {
  const t = useT();
  const saved = collectionForm(collection);
  const { draft, setDraft, dirty, discard } = useSectionDraft(saved);
  const { state, send } = useCompanyCommand();
  const problems = collectionFormProblems(draft);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set =
    <K extends keyof typeof draft>(field: K) =>
    (value: (typeof draft)[K]) =>
      setDraft({ ...draft, [field]: value });
  const required = (field: (typeof problems)[number]) =>
    problems.includes(field) ? { text: t('companyConfig.required'), tone: 'bad' as const } : null;
  const sortDirs: { value: SortDir; label: string }[] = [
    { value: 'asc', label: t('companyConfig.collections.asc') },
    { value: 'desc', label: t('companyConfig.collections.desc') },
  ];
  const writeLevels = writeLevelOptions(t);
  const saving = state.status === 'saving';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || problems.length > 0) return;
    const changes = collectionChanges(collection, saved, draft);
    if (changes) void send('collection.update', { key: collection.key, changes });
  };

  return (
    <form
      className="settings-collection"
      onSubmit={submit}
      noValidate
      aria-labelledby="collection-editor-title"
    >
      <div className="settings-collection__header">
        <h3 id="collection-editor-title" className="settings-subtitle">
          {t('companyConfig.collections.editing', { name: collection.name, key: collection.key })}
        </h3>
        {dirty && <span className="tag tag--warning">{t('companyConfig.unsaved')}</span>}
      </div>

      <fieldset className="settings-fieldset settings-grid">
        <legend>{t('companyConfig.collections.names')}</legend>
        <TextField
          label={t('companyConfig.collections.name')}
          value={draft.name}
          onValueChange={set('name')}
          hint={required('name')}
        />
        <TextField
          label={t('companyConfig.collections.mainName')}
          value={draft.mainName}
          onValueChange={set('mainName')}
        />
        <TextField
          label={t('companyConfig.collections.mainNameSingular')}
          value={draft.mainNameSingular}
          onValueChange={set('mainNameSingular')}
        />
        <TextField
          label={t('companyConfig.collections.mainCollection')}
          value={collection.mainCollection}
          readOnly
          onValueChange={() => {}}
          hint={{ text: t('companyConfig.collections.fixedHint'), tone: 'neutral' }}
        />
      </fieldset>

      <fieldset className="settings-fieldset settings-grid">
        <legend>{t('companyConfig.collections.journals')}</legend>
        <TextField
          label={t('companyConfig.collections.journalsCollection')}
          value={draft.secondaryCollection}
          readOnly={Boolean(collection.secondaryCollection)}
          onValueChange={set('secondaryCollection')}
          hint={{
            text: collection.secondaryCollection
              ? t('companyConfig.collections.fixedHint')
              : t('companyConfig.collections.journalsHint'),
            tone: 'neutral',
          }}
        />
        <TextField
          label={t('companyConfig.collections.secondaryName')}
          value={draft.secondaryName}
          onValueChange={set('secondaryName')}
        />
        <TextField
          label={t('companyConfig.collections.secondaryNameSingular')}
          value={draft.secondaryNameSingular}
          onValueChange={set('secondaryNameSingular')}
        />
      </fieldset>

      <fieldset className="settings-fieldset settings-grid">
        <legend>{t('companyConfig.collections.sort')}</legend>
        <TextField
          label={t('companyConfig.collections.mainSortField')}
          value={draft.mainSortField}
          onValueChange={set('mainSortField')}
          hint={required('mainSortField')}
        />
        <SelectField
          label={t('companyConfig.collections.mainSortDir')}
          value={draft.mainSortDir}
          options={sortDirs}
          onValueChange={set('mainSortDir')}
        />
        <TextField
          label={t('companyConfig.collections.secondarySortField')}
          value={draft.secondarySortField}
          onValueChange={set('secondarySortField')}
          hint={required('secondarySortField')}
        />
        <SelectField
          label={t('companyConfig.collections.secondarySortDir')}
          value={draft.secondarySortDir}
          options={sortDirs}
          onValueChange={set('secondarySortDir')}
        />
      </fieldset>

      <fieldset className="settings-fieldset settings-grid">
        <legend>{t('companyConfig.collections.access')}</legend>
        <SelectField
          label={t('companyConfig.collections.lvlView')}
          value={draft.lvlView}
          options={[
            { value: '', label: t('companyConfig.collections.lvlViewUnset') },
            { value: 'public', label: t('companyConfig.collections.public') },
            ...levelOptions(t),
          ]}
          onValueChange={set('lvlView')}
        />
        <TextField
          label={t('companyConfig.collections.ownerField')}
          value={draft.ownerField}
          onValueChange={set('ownerField')}
          hint={{ text: t('companyConfig.collections.ownerFieldHint'), tone: 'neutral' }}
        />
        <SelectField
          label={t('companyConfig.collections.lvlCreate')}
          value={draft.lvlCreate}
          options={writeLevels}
          onValueChange={set('lvlCreate')}
        />
        <SelectField
          label={t('companyConfig.collections.lvlEdit')}
          value={draft.lvlEdit}
          options={writeLevels}
          onValueChange={set('lvlEdit')}
        />
        <SelectField
          label={t('companyConfig.collections.lvlDelete')}
          value={draft.lvlDelete}
          options={writeLevels}
          onValueChange={set('lvlDelete')}
        />
      </fieldset>

      <FieldsEditor
        legend={t('companyConfig.fields.title')}
        hint={t('companyConfig.fields.hint')}
        fields={draft.fields}
        onChange={set('fields')}
      />
      {(collection.secondaryCollection || draft.secondaryCollection.trim()) && (
        <FieldsEditor
          legend={t('companyConfig.fields.secondaryTitle')}
          hint={t('companyConfig.fields.hint')}
          fields={draft.secondaryFields}
          onChange={set('secondaryFields')}
        />
      )}

      <CardFields legend={t('companyConfig.collections.card')} card={draft.card} onChange={set('card')} />
      <CardFields
        legend={t('companyConfig.collections.secCard')}
        card={draft.secCard}
        onChange={set('secCard')}
      />

      <FilterRowsField
        legend={t('companyConfig.collections.mainQuery')}
        hint={t('companyConfig.collections.mainQueryHint')}
        rows={draft.mainQuery}
        onChange={set('mainQuery')}
      />
      <FilterRowsField
        legend={t('companyConfig.collections.mainFilter')}
        hint={t('companyConfig.collections.mainFilterHint')}
        rows={draft.mainFilter}
        onChange={set('mainFilter')}
      />
      <FilterRowsField
        legend={t('companyConfig.collections.secondaryQuery')}
        hint={t('companyConfig.collections.secondaryQueryHint')}
        rows={draft.secondaryQuery}
        onChange={set('secondaryQuery')}
      />

      <div className="settings-section__actions">
        <button
          type="button"
          className="button button--text settings-danger"
          onClick={onRemove}
          disabled={saving}
        >
          {t('companyConfig.collections.remove')}
        </button>
        <SaveStatus state={state} dirty={dirty} />
        {dirty && !saving && (
          <button type="button" className="button button--text" onClick={discard}>
            {t('companyConfig.discard')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!dirty || problems.length > 0 || saving}
        >
          {saving ? t('companyConfig.saving') : t('companyConfig.save')}
        </button>
      </div>
    </form>
  );
}
