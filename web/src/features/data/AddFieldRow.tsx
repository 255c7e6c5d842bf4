import { useId, useState } from 'react';
import { useT } from '../../hooks/useT';
import { editableKinds, type FieldKind, keptKind } from './fieldKind';

/** Name a new field and choose its kind; company collections have no fixed schema. */
export function AddFieldRow({ onAdd }: { onAdd(name: string, kind: FieldKind): void }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<FieldKind>('text');
  // A kind the saved value cannot carry is said before it is chosen for good, not found later.
  const kept = name.trim() === '' ? kind : keptKind(name.trim(), kind);
  const add = () => {
    if (name.trim() === '') return;
    onAdd(name.trim(), kind);
    setName('');
    setKind('text');
  };
  return (
    <fieldset className="add-field">
      <legend>{t('data.edit.addField')}</legend>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('data.edit.fieldName')}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('data.edit.fieldKind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          aria-describedby={kept !== kind ? `${id}-kept` : undefined}
          onChange={(event) => setKind(event.target.value as FieldKind)}
        >
          {editableKinds.map((option) => (
            <option key={option} value={option}>
              {t(`data.kind.${option}`)}
            </option>
          ))}
        </select>
        {kept !== kind && (
          <p id={`${id}-kept`} className="field-hint" role="status">
            {t('data.edit.kindNotKept', { kind: t(`data.kind.${kept}`) })}
          </p>
        )}
      </div>
      <button type="button" className="button button--outlined" onClick={add} disabled={name.trim() === ''}>
        {t('data.edit.add')}
      </button>
    </fieldset>
  );
}
