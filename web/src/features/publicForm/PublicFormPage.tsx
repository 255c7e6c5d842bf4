import '@colmena/shared/i18n/formsTexts';
import '@colmena/shared/i18n/widgetsTexts';
import '@colmena/shared/i18n/fieldsTexts';
import type { ErrorCode } from '@colmena/shared';
import { isEmptyValue, withoutHiddenValues } from '@colmena/shared/fields';
import type { PublicFormView } from '@colmena/shared/widgets';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toErrorCode } from '../../api/apiError';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { KitFormFields } from '../../widgets/form/KitFormFields';
import { fromFormValues, type KitFormValues, kitResolver, toFormValues } from '../../widgets/form/kitForm';
import { useRemote } from '../publicData/useRemote';
import { fetchPublicForm, submitPublicForm } from './publicFormApi';
import '../../widgets/form/form.css';
import './publicForm.css';

/**
 * Route `/publicForm/{widgetid}/{formid}` (spec §2, issue 13 point 4): a published form for
 * anyone, signed in or not. `{formid}` is the form's link id (the widget id until the editor
 * sets a new one). A closed, draft or unknown form reads one clear message; once sent, the
 * form's thank-you text. The server decides everything else (publicFormRoutes).
 */
export function PublicFormPage() {
  const t = useT();
  const { widgetid = '', formid = '' } = useParams();
  const state = useRemote(`${widgetid}/${formid}`, (signal) => fetchPublicForm(widgetid, formid, signal));
  return (
    <div className="page public-form">
      {state.status === 'loading' && (
        <p className="public-form__status" aria-busy="true">
          {t('publicForm.loading')}
        </p>
      )}
      {state.status === 'failed' &&
        (state.code === 'not_found' ? (
          <div className="public-form__closed" data-testid="public-form-closed">
            <h1 className="page__title">{t('publicForm.closed')}</h1>
            <p>{t('publicForm.closedHint')}</p>
          </div>
        ) : (
          <p className="notice notice--error" role="alert">
            {t(`errors.${state.code}`)}
          </p>
        ))}
      {state.status === 'ready' && <PublicFormBody view={state.data} />}
    </div>
  );
}

function PublicFormBody({ view }: { view: PublicFormView }) {
  const t = useT();
  const { language } = useLanguage();
  const honeypotId = useId();
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const start = () => toFormValues(view.fields, {});
  const form = useForm<KitFormValues>({
    defaultValues: start(),
    resolver: kitResolver(view.fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const sending = form.formState.isSubmitting;
  // The fields' problems clear as they are fixed (reValidateMode onChange), and the notice with them.
  const shown: ErrorCode | null = Object.keys(form.formState.errors).length > 0 ? 'invalid_change' : failure;
  const title = view.title ?? t('shell.route.publicForm');

  const send = async (formValues: KitFormValues) => {
    // What a condition hides is not sent.
    const values = withoutHiddenValues(view.fields, fromFormValues(view.fields, formValues));
    // Calculated values are the server's to compute; empty ones are not sent.
    const typed = Object.fromEntries(
      view.fields
        .filter((field) => field.type !== 'calculated' && !isEmptyValue(values[field.key]))
        .map((field) => [field.key, values[field.key]]),
    );
    if (Object.keys(typed).length === 0) return;
    setFailure(null);
    try {
      await submitPublicForm(view.widgetId, view.formId, typed, honeypot);
      form.reset(start());
      setSent(true);
    } catch (error) {
      setFailure(toErrorCode(error));
    }
  };

  if (sent)
    return (
      <section className="public-form__card public-form__done" role="status" data-testid="public-form-sent">
        <h1 className="page__title">{title}</h1>
        <p className="public-form__thanks">{view.successText?.[language] || t('widgets.form.sent')}</p>
        <button type="button" className="button button--outlined" onClick={() => setSent(false)}>
          {t('widgets.form.again')}
        </button>
      </section>
    );

  return (
    <section className="public-form__card">
      <h1 className="page__title">{title}</h1>
      <form
        className="form-widget"
        noValidate
        aria-label={title}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <KitFormFields fields={view.fields} control={form.control} language={language} disabled={sending} />
        {/* A person never sees this field; a bot that fills every input gives itself away. */}
        <div className="public-form__trap" aria-hidden="true">
          <label htmlFor={honeypotId}>{t('publicForm.honeypot')}</label>
          <input
            id={honeypotId}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        {shown && (
          <p className="notice notice--error" role="alert">
            {t(`errors.${shown}`)}
          </p>
        )}
        <div className="form-widget__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? t('widgets.form.sending') : (view.submitLabel?.[language] ?? t('widgets.form.submit'))}
          </button>
        </div>
      </form>
    </section>
  );
}
