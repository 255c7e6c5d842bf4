import type { StoredDoc } from '@colmena/shared';
import { checkPackFile } from '@colmena/shared/packs';
import { useId, useState } from 'react';
import { api } from '../../api/client';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { exportPack } from './exportPack';

/** Sample documents read per chosen collection (main and secondary each). */
const samplesPerCollection = 50;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The creator's export form: what goes in, then one download of a pack file that checks. */
export function ExportPackSection() {
  const t = useT();
  const { company } = useSession();
  const { notify } = useSnackbar();
  const formId = useId();
  const widgets = useQueryDocs({ collection: 'widgets' });
  const [form, setForm] = useState({
    id: '',
    version: '1.0.0',
    nameEs: '',
    nameEn: '',
    descriptionEs: '',
    descriptionEn: '',
  });
  const [collections, setCollections] = useState<Set<string>>(new Set());
  const [widgetIds, setWidgetIds] = useState<Set<string>>(new Set());
  const [withColors, setWithColors] = useState(false);
  const [withSamples, setWithSamples] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (set: Set<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const text = (field: keyof typeof form, label: string, multiline = false) => (
    <PackTextField
      label={label}
      value={form[field]}
      multiline={multiline}
      onChange={(value) => setForm({ ...form, [field]: value })}
    />
  );

  const chosenCollections = company.collections.filter((def) => collections.has(def.key));
  const readSamples = async (): Promise<StoredDoc[]> => {
    if (!withSamples) return [];
    const names = chosenCollections.flatMap((def) =>
      [def.mainCollection, def.secondaryCollection ?? []].flat(),
    );
    const lists = await Promise.all(
      names.map((collection) => api.query({ collection, limit: samplesPerCollection })),
    );
    return lists.flat();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const file = exportPack({
        id: form.id.trim(),
        version: form.version.trim(),
        name: { $es: form.nameEs, $en: form.nameEn },
        description: { $es: form.descriptionEs, $en: form.descriptionEn },
        collections: chosenCollections,
        widgets: widgets.docs.filter((widget) => widgetIds.has(widget.FireId)),
        colors: withColors ? company.colors : null,
        widgetsMenu: company.widgetsMenu,
        documents: await readSamples(),
      });
      const checked = checkPackFile(file);
      if (!checked.ok) {
        setProblem(checked.problem);
        return;
      }
      download(`${checked.packs.en.id}-${checked.packs.en.version}.pack.json`, JSON.stringify(file, null, 1));
      notify({ text: t('creator.downloaded'), type: 'success', time: 3000 });
    } catch (error) {
      console.error('The pack could not be made', error);
      setProblem(String(error instanceof Error ? error.message : error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section store__panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="settings-section__title">
        {t('creator.export.title')}
      </h2>
      <p className="settings-section__description">{t('creator.export.description')}</p>
      <form className="settings-section__form" onSubmit={(event) => void submit(event)}>
        <div className="settings-grid">
          {text('id', t('creator.id'))}
          {text('version', t('creator.version'))}
          {text('nameEs', t('creator.nameEs'))}
          {text('nameEn', t('creator.nameEn'))}
          {text('descriptionEs', t('creator.descriptionEs'), true)}
          {text('descriptionEn', t('creator.descriptionEn'), true)}
        </div>
        <fieldset className="settings-fieldset">
          <legend>{t('creator.collections')}</legend>
          {company.collections.length === 0 && <p className="settings-muted">{t('creator.noCollections')}</p>}
          <div className="store__checks">
            {company.collections.map((def) => (
              <label key={def.key} className="store__radio">
                <input
                  type="checkbox"
                  checked={collections.has(def.key)}
                  onChange={() => setCollections(toggle(collections, def.key))}
                />
                {def.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>{t('creator.widgets')}</legend>
          {widgets.status === 'ready' && widgets.docs.length === 0 && (
            <p className="settings-muted">{t('creator.noWidgets')}</p>
          )}
          {widgets.status === 'error' && (
            <p className="store__error" role="alert">
              {t(`errors.${widgets.error ?? 'error_loading_data'}`)}
            </p>
          )}
          <div className="store__checks">
            {widgets.docs.map((widget) => (
              <label key={widget.FireId} className="store__radio">
                <input
                  type="checkbox"
                  checked={widgetIds.has(widget.FireId)}
                  onChange={() => setWidgetIds(toggle(widgetIds, widget.FireId))}
                />
                {typeof widget.title === 'string' && widget.title ? widget.title : widget.FireId}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="store__radio">
          <input type="checkbox" checked={withColors} onChange={() => setWithColors(!withColors)} />
          {t('creator.colors')}
        </label>
        <label className="store__radio">
          <input type="checkbox" checked={withSamples} onChange={() => setWithSamples(!withSamples)} />
          {t('creator.samples', { count: samplesPerCollection })}
        </label>
        {problem && (
          <p className="store__error" role="alert">
            {t('creator.invalid', { problem })}
          </p>
        )}
        <div className="settings-section__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('creator.preparing') : t('creator.download')}
          </button>
        </div>
      </form>
    </section>
  );
}

function PackTextField(props: {
  label: string;
  value: string;
  multiline: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="store__field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          className="settings-input store__textarea"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="settings-input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </div>
  );
}
