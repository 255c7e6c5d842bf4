import type { ErrorCode, MessageKey } from '@colmena/shared';
import { type FormEvent, useId, useState } from 'react';
import { toErrorCode } from '../../api/apiError';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { indexesApi } from './indexesApi';
import { type FieldMode, type FormField, indexFromForm } from './indexForm';

const emptyRows = (): FormField[] => [
  { fieldPath: '', mode: 'asc' },
  { fieldPath: '', mode: 'asc' },
];

/** Collection, then two or more fields each ascending, descending or array-contains. */
export function DeclareIndexForm({ onDeclared }: { onDeclared(): void }) {
  const t = useT();
  const { company } = useSession();
  const { notify } = useSnackbar();
  const id = useId();
  const [collection, setCollection] = useState('');
  const [rows, setRows] = useState<FormField[]>(emptyRows);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const suggestions = company.collections.flatMap((c) => [
    c.mainCollection,
    ...(c.secondaryCollection ? [c.secondaryCollection] : []),
  ]);

  const update = (at: number, change: Partial<FormField>) =>
    setRows((current) => current.map((row, i) => (i === at ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = indexFromForm(collection, rows);
    setProblem(result.ok ? null : result.problem);
    setFailure(null);
    if (!result.ok) return;
    setBusy(true);
    try {
      await indexesApi.declare(result.index);
      notify({ text: t('indexes.created'), type: 'success', time: 4000 });
      setCollection('');
      setRows(emptyRows());
      onDeclared();
    } catch (error) {
      setFailure(toErrorCode(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="indexes__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="indexes__heading">
        {t('indexes.form.title')}
      </h2>
      <form className="form indexes__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-collection`}>{t('indexes.form.collection')}</label>
          <input
            id={`${id}-collection`}
            list={`${id}-collections`}
            value={collection}
            onChange={(event) => setCollection(event.target.value)}
            autoComplete="off"
          />
          <datalist id={`${id}-collections`}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <fieldset key={i} className="indexes__row">
            <legend>{t('indexes.form.field', { number: i + 1 })}</legend>
            <div className="field">
              <label htmlFor={`${id}-path-${i}`}>{t('indexes.form.fieldPath')}</label>
              <input
                id={`${id}-path-${i}`}
                value={row.fieldPath}
                onChange={(event) => update(i, { fieldPath: event.target.value })}
                autoComplete="off"
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-mode-${i}`}>{t('indexes.form.mode')}</label>
              <select
                id={`${id}-mode-${i}`}
                value={row.mode}
                onChange={(event) => update(i, { mode: event.target.value as FieldMode })}
              >
                <option value="asc">{t('indexes.form.ascending')}</option>
                <option value="desc">{t('indexes.form.descending')}</option>
                <option value="contains">{t('indexes.form.contains')}</option>
              </select>
            </div>
            {rows.length > 1 && (
              <button
                type="button"
                className="button button--text"
                onClick={() => setRows((current) => current.filter((_, at) => at !== i))}
              >
                {t('indexes.form.removeField', { number: i + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {(problem || failure) && (
          <p className="notice notice--error" role="alert">
            {problem ? t(problem) : t(`errors.${failure ?? 'internal'}`)}
          </p>
        )}
        <div className="indexes__actions">
          <button
            type="button"
            className="button button--outlined"
            onClick={() => setRows((current) => [...current, { fieldPath: '', mode: 'asc' }])}
          >
            {t('indexes.form.addField')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('indexes.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
