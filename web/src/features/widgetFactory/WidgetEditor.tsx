import type { SandboxOutcome } from '@colmena/shared/sandbox';
import { allCollectionsKey, widgetSchema } from '@colmena/shared/schemas';
import { checkWidget } from '@colmena/shared/widgets';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { CheckboxField, SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { kindDefinitions } from '../../widgets/registry';
import { KindPanel } from './KindPanel';
import { LogicPanel } from './LogicPanel';
import { QueryBuilder } from './QueryBuilder';
import { useWidgetCommand } from './useWidgetCommand';
import { CardSection, GeneralSection, Section, VisibilitySection } from './WidgetFormSections';
import { WidgetPreview } from './WidgetPreview';
import { type WidgetForm, widgetFromForm } from './widgetForm';
import './widgetFactory.css';

interface Props {
  /** null: a new widget (`/widgetfactory/new/...`). */
  widgetId: string | null;
  initial: WidgetForm;
  /** The route's collection and document: where the preview shows the widget and where the editor returns. */
  collKey: string;
  documentId: string | null;
}

/**
 * The widget editor (spec §2 /widgetfactory, issue 10 point 5): every field of the widget model,
 * the kind's own panel, the query builder and the logic function on the left; the live preview
 * (the real card and renderer on real data, nothing saved) on the right. Saves through
 * `widget.create` / `widget.update`, deletes through `widget.delete` after asking.
 */
export function WidgetEditor({ widgetId, initial, collKey, documentId }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { company } = useSession();
  const { run } = useWidgetCommand();
  const { notify } = useSnackbar();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [outcome, setOutcome] = useState<SandboxOutcome | null>(null);
  const [previewCollKey, setPreviewCollKey] = useState(collKey);
  const [previewDocument, setPreviewDocument] = useState(documentId ?? '');
  const onLogicOutcome = useCallback((next: SandboxOutcome | null) => setOutcome(next), []);

  const set = <K extends keyof WidgetForm>(key: K, value: WidgetForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // Another kind starts from its own settings; choosing the same kind again keeps them.
  const changeKind = (type: string) =>
    setForm((f) => ({ ...f, type, settings: type === f.type ? f.settings : {} }));

  const collectionNames = useMemo(() => {
    const names = new Set<string>();
    for (const c of company.collections) {
      names.add(c.mainCollection);
      if (c.secondaryCollection) names.add(c.secondaryCollection);
    }
    return [...names].sort();
  }, [company.collections]);
  const kindOptions = useMemo(() => {
    const options = [
      { value: '', label: t('widgets.editor.field.typeNone') },
      ...kindDefinitions.map((d) => ({ value: d.kind as string, label: t(d.nameKey) })),
    ];
    // A kind this app does not build yet (form, pdf...) stays selectable so saving keeps it.
    if (form.type !== '' && !options.some((o) => o.value === form.type)) {
      options.push({ value: form.type, label: form.type });
    }
    return options;
  }, [t, form.type]);
  // The widget as it stands, for the kind panel's context (how many queries...).
  const current = useMemo(
    () => widgetSchema.safeParse({ ...widgetFromForm(form), FireId: widgetId ?? 'new' }),
    [form, widgetId],
  );
  const title = form.title.trim() || t('shell.widget.untitled');

  const save = async () => {
    const body = widgetFromForm(form);
    const checked = checkWidget({ ...body, FireId: widgetId ?? 'new' });
    if (!checked.ok) {
      setProblem(t('widgets.editor.invalid', { problem: checked.problem }));
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = widgetId
      ? await run('widget.update', { docId: widgetId, widget: body })
      : await run('widget.create', { widget: body });
    setBusy(false);
    if (result.status !== 'applied') return;
    if (widgetId) {
      notify({ text: t('widgets.editor.saved'), type: 'success' });
      return;
    }
    notify({ text: t('widgets.editor.created'), type: 'success' });
    const docId = (result.result as { docId?: unknown } | null)?.docId;
    if (typeof docId === 'string') {
      const path = [docId, collKey, form.place, documentId ?? 'none'].map(encodeURIComponent).join('/');
      navigate(`/widgetfactory/${path}`, { replace: true, state: { created: docId } });
    }
  };

  const remove = async () => {
    if (!widgetId) return;
    setBusy(true);
    const result = await run('widget.delete', { docId: widgetId });
    setBusy(false);
    if (result.status !== 'applied') return;
    setConfirmDelete(false);
    notify({ text: t('widgets.editor.deleted'), type: 'success' });
    navigate('/', { replace: true });
  };

  return (
    <div className="page widget-editor" data-testid="widget-editor">
      <header className="page__header">
        <h1 className="page__title">
          {widgetId ? t('widgets.editor.titleEdit', { title }) : t('widgets.editor.titleNew')}
        </h1>
      </header>
      <div className="widget-editor__layout">
        <form
          className="widget-editor__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <GeneralSection form={form} set={set} kindOptions={kindOptions} onKindChange={changeKind} />
          <VisibilitySection form={form} set={set} />
          <CardSection form={form} set={set} />

          {form.type !== '' && (
            <Section
              title={t('widgets.editor.section.kind', {
                kind: kindOptions.find((o) => o.value === form.type)?.label ?? form.type,
              })}
            >
              {current.success && (
                <KindPanel
                  key={form.type}
                  type={form.type}
                  settings={form.settings}
                  widget={current.data}
                  onChange={(settings) => set('settings', settings)}
                />
              )}
            </Section>
          )}

          <Section title={t('widgets.editor.section.data')}>
            <div className="editor-checks">
              <CheckboxField
                label={t('widgets.editor.field.query')}
                checked={form.query}
                onCheckedChange={(v) => set('query', v)}
              />
              <CheckboxField
                label={t('widgets.editor.field.avoidCardQuery')}
                checked={form.avoidCardQuery}
                onCheckedChange={(v) => set('avoidCardQuery', v)}
              />
            </div>
            {form.query && (
              <QueryBuilder
                entries={form.entries}
                collections={collectionNames}
                onChange={(v) => set('entries', v)}
              />
            )}
          </Section>

          <Section title={t('widgets.editor.section.logic')}>
            <LogicPanel
              logic={form.logic}
              code={form.logicFunction}
              outcome={outcome}
              onLogicChange={(v) => set('logic', v)}
              onCodeChange={(v) => set('logicFunction', v)}
            />
          </Section>

          <FormError text={problem} />
          <div className="widget-editor__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              data-testid="widget-save"
            >
              {busy ? t('widgets.editor.saving') : t('widgets.editor.save')}
            </button>
            <button
              type="button"
              className="button button--text"
              onClick={() => navigate(-1)}
              disabled={busy}
            >
              {t('widgets.editor.cancel')}
            </button>
            {widgetId && (
              <button
                type="button"
                className="button button--danger widget-editor__delete"
                onClick={() => setConfirmDelete(true)}
                disabled={busy}
              >
                {t('widgets.editor.delete')}
              </button>
            )}
          </div>
        </form>

        <aside className="widget-editor__side">
          <div className="editor-grid editor-grid--two">
            <SelectField
              label={t('widgets.editor.previewCollection')}
              value={previewCollKey}
              options={[
                { value: allCollectionsKey, label: t('widgets.editor.collection.all') },
                ...company.collections.map((c) => ({ value: c.key, label: c.name || c.key })),
              ]}
              onValueChange={setPreviewCollKey}
            />
            <TextField
              label={t('widgets.editor.previewDocument')}
              value={previewDocument}
              placeholder={t('widgets.editor.noDocument')}
              onValueChange={setPreviewDocument}
            />
          </div>
          <WidgetPreview
            form={form}
            widgetId={widgetId}
            collKey={previewCollKey}
            documentId={
              previewDocument.trim() === '' || previewDocument.trim() === 'none'
                ? null
                : previewDocument.trim()
            }
            onLogicOutcome={onLogicOutcome}
          />
        </aside>
      </div>

      <Dialog
        open={confirmDelete}
        title={t('widgets.editor.deleteTitle')}
        onClose={() => setConfirmDelete(false)}
        actions={
          <>
            <button
              type="button"
              className="button button--text"
              onClick={() => setConfirmDelete(false)}
              disabled={busy}
            >
              {t('widgets.editor.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void remove()}
              disabled={busy}
              data-testid="widget-delete-confirm"
            >
              {t('widgets.editor.delete')}
            </button>
          </>
        }
      >
        <p>{t('widgets.editor.deleteBody', { title })}</p>
      </Dialog>
    </div>
  );
}
