import '@colmena/shared/i18n/widgetsTexts';
import '@colmena/shared/i18n/formsTexts';
import '@colmena/shared/i18n/fieldsTexts';
import { type FieldDefinition, isEmptyValue, withoutHiddenValues } from '@colmena/shared/fields';
import type { Widget } from '@colmena/shared/schemas';
import type { FormSettings } from '@colmena/shared/widgets';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { newDocId } from '../../api/newDocId';
import { journalPath, projectPath } from '../../features/data/collections';
import { declaredInitial } from '../../features/data/declaredDraft';
import type { DocQuery } from '../../features/data/queries';
import { pick } from '../../features/data/useProject';
import { fillCalculatedValues } from '../../fields';
import { useCommand } from '../../hooks/useCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import type { WidgetView } from '../kindTypes';
import { type FormDestination, formCommand, formDestination, formUploadTarget } from './formCommand';
import { KitFormFields } from './KitFormFields';
import { fromFormValues, type KitFormValues, kitResolver, toFormValues } from './kitForm';
import './form.css';

/** Spec §9: success snacks stay 3000 ms, error snacks 10000 ms. */
const successSnackMs = 3000;
const errorSnackMs = 10_000;

type Destination = Extract<FormDestination, { ok: true }>;

/**
 * Form kind (issue 13 points 2-3): the field kit's input for each field on react-hook-form,
 * checked by the shared kit (kitResolver) before anything is sent, each problem beside its
 * field; calculated fields filled in; then one command — a new document of the form's
 * collection, a journal of the project on screen, or one merge of what changed in the
 * document on screen. The spec's notices on failure ("Error creating document!!!", "Error
 * saving change!!!", "Invalid change!!!"), the form's own success text after.
 */
export function FormWidget({ settings, placement, widget, preview = false }: WidgetView<'form'>) {
  const t = useT();
  const { company } = useSession();
  if (settings.fields.length === 0) return <p className="widget-empty">{t('widgets.form.noFields')}</p>;
  const destination = formDestination(settings, company.collections, { ...placement, place: widget.place });
  if (!destination.ok)
    return <p className="widget-empty">{t(`widgets.form.cannot.${destination.reason}`)}</p>;
  if (destination.docId !== null)
    return (
      <UpdateForm
        settings={settings}
        widget={widget}
        destination={destination}
        docId={destination.docId}
        preview={preview}
      />
    );
  // Where the new document opens (not for visitors: the data screens are the staff's).
  const createdPath = (docId: string) =>
    placement.visitor
      ? null
      : destination.projectId === null
        ? projectPath(settings.collection, docId)
        : journalPath(placement.collKey, destination.projectId, docId);
  return (
    <KitForm
      settings={settings}
      widget={widget}
      destination={destination}
      original={null}
      preview={preview}
      createdPath={createdPath}
    />
  );
}

interface FormProps {
  settings: FormSettings;
  widget: Widget;
  destination: Destination;
  /** The widget editor's preview: checked as typed, never sent. */
  preview: boolean;
}

/** The document on screen, live: the form starts from its values and sends what changed. */
function UpdateForm({ docId, ...props }: FormProps & { docId: string }) {
  const t = useT();
  const query: DocQuery = { collection: props.destination.collection, docId };
  const state = pick(useLiveQuery(query), docId);
  if (state.status === 'loading') return <div className="form-widget" aria-busy="true" />;
  if (!state.doc) return <p className="widget-empty">{t('widgets.form.cannot.no_update')}</p>;
  return <KitForm key={docId} {...props} original={state.doc} />;
}

function KitForm({
  settings,
  widget,
  destination,
  original,
  preview,
  createdPath,
}: FormProps & {
  original: Record<string, unknown> | null;
  createdPath?: (docId: string) => string | null;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { run } = useCommand();
  const { notify, dismissGroup } = useSnackbar();
  const group = useId();
  const fields: readonly FieldDefinition[] = settings.fields;
  // Sent: true, or the path of what was created when it can be opened.
  const [sent, setSent] = useState<boolean | string>(false);
  // The new document's id, chosen up front: images, files and a signature are uploaded for it
  // before it exists (pending uploads), and the create names it. A new one after each send.
  const [createId, setCreateId] = useState(newDocId);
  const upload = useMemo(() => formUploadTarget(destination, createId), [destination, createId]);
  const start = () => toFormValues(fields, declaredInitial(fields, original));
  const form = useForm<KitFormValues>({
    defaultValues: start(),
    resolver: kitResolver(fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const sending = form.formState.isSubmitting;
  const success = settings.successText?.[language] ?? t('widgets.form.sent');

  if (sent)
    return (
      <div className="form-widget__done" role="status">
        <p>{success}</p>
        <div className="form-widget__actions form-widget__actions--start">
          <button type="button" className="button button--outlined" onClick={() => setSent(false)}>
            {t('widgets.form.again')}
          </button>
          {typeof sent === 'string' && (
            <Link className="button button--text" to={sent}>
              {t('widgets.form.openCreated')}
            </Link>
          )}
        </div>
      </div>
    );

  const send = async (formValues: KitFormValues) => {
    // What a condition hides is not sent (and, on an update, no longer kept).
    const typed = withoutHiddenValues(fields, fromFormValues(fields, formValues));
    if (!original && Object.values(typed).every(isEmptyValue)) return;
    const values = await fillCalculatedValues(fields, typed);
    const command = formCommand(destination, fields, values, original, original ? undefined : createId);
    if (preview) {
      notify({ text: t('widgets.form.previewHint'), type: 'normal', time: successSnackMs });
      return;
    }
    if (command.type === 'none') {
      notify({ text: t('widgets.form.nothingChanged'), type: 'normal', time: successSnackMs });
      return;
    }
    const outcome =
      command.type === 'document.merge'
        ? await run('document.merge', command.payload, { group })
        : await run('document.create', command.payload, { group });
    if (outcome.status !== 'applied') return;
    dismissGroup(group, 'error');
    notify({ text: success, type: 'success', time: successSnackMs });
    if (original) form.reset(formValues);
    else {
      form.reset(start());
      setCreateId(newDocId());
      const { docId } = outcome.result as { docId?: unknown };
      setSent((typeof docId === 'string' && createdPath?.(docId)) || true);
    }
  };
  const invalid = () => {
    // One notice for the form, not one more per try.
    dismissGroup(group, 'error');
    notify({ text: t('errors.invalid_change'), type: 'error', time: errorSnackMs, group });
  };

  return (
    <form
      className="form-widget"
      noValidate
      onSubmit={(event) => void form.handleSubmit(send, invalid)(event)}
      aria-label={widget.title ?? undefined}
    >
      <KitFormFields
        fields={fields}
        control={form.control}
        language={language}
        disabled={sending}
        upload={upload}
      />
      <div className="form-widget__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {sending
            ? t('widgets.form.sending')
            : (settings.submitLabel?.[language] ?? t('widgets.form.submit'))}
        </button>
      </div>
    </form>
  );
}
