import { checkPackFile, maxPackBytes, type Pack } from '@colmena/shared/packs';
import { useId, useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';

type Picked =
  | { status: 'none' }
  | { status: 'bad'; problem: string }
  | { status: 'ready'; text: string; pack: Pack };

/**
 * The creator's import: a pack file is read and checked in the browser (the server checks it
 * again) and, once it reads well in both languages, `pack.save` puts it in the private store.
 */
export function ImportPackSection() {
  const t = useT();
  const { language } = useLanguage();
  const inputId = useId();
  const [picked, setPicked] = useState<Picked>({ status: 'none' });
  const { state, send } = useCompanyCommand();

  const pick = async (file: File | undefined) => {
    if (!file) return setPicked({ status: 'none' });
    if (file.size > maxPackBytes)
      return setPicked({ status: 'bad', problem: `bigger than ${maxPackBytes} bytes` });
    const text = await file.text();
    const checked = checkPackFile(text);
    setPicked(
      checked.ok
        ? { status: 'ready', text, pack: checked.packs[language] }
        : { status: 'bad', problem: checked.problem },
    );
  };

  const save = async () => {
    if (picked.status !== 'ready') return;
    const outcome = await send(
      'pack.save',
      { file: picked.text },
      { successText: t('creator.import.saved') },
    );
    if (outcome.status === 'applied') setPicked({ status: 'none' });
  };

  return (
    <section className="settings-section store__panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="settings-section__title">
        {t('creator.import.title')}
      </h2>
      <p className="settings-section__description">{t('creator.import.description')}</p>
      <div className="settings-section__form">
        <label className="store__field" htmlFor={inputId}>
          <span>{t('creator.import.choose')}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {picked.status === 'bad' && (
          <p className="store__error" role="alert">
            {t('creator.import.bad', { problem: picked.problem })}
          </p>
        )}
        {picked.status === 'ready' && (
          <p className="settings-muted">
            {t('creator.import.ready', { name: picked.pack.name, version: picked.pack.version })}
          </p>
        )}
        {state.status === 'error' && (
          <p className="store__error" role="alert">
            {state.text}
          </p>
        )}
        <div className="settings-section__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={picked.status !== 'ready' || state.status === 'saving'}
            onClick={() => void save()}
          >
            {t('creator.import.save')}
          </button>
        </div>
      </div>
    </section>
  );
}
