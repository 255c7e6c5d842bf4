import { checkDocumentFields, type FieldProblem, isEmptyValue } from '@colmena/shared/fields';
import { type FormEvent, useId, useState } from 'react';
import { FieldKitInput } from '../../fields';
import { useCommand } from '../../hooks/useCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import type { WidgetView } from '../kindTypes';
import { formCommand } from './formCommand';
import './form.css';

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

/**
 * Form kind (issue 13 point 3): the field kit's input for each field, checked by the shared kit
 * before anything is sent (each problem beside its field), then one command — a new document of
 * the form's collection or a journal of the project on screen. The spec's notices on failure
 * ("Error creating document!!!", "Invalid change!!!"), the form's own success text after.
 */
export function FormWidget({ settings, placement, widget }: WidgetView<'form'>) {
  const t = useT();
  const { language } = useLanguage();
  const { company } = useSession();
  const { run } = useCommand();
  const { notify, dismissGroup } = useSnackbar();
  const formId = useId();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const command = formCommand(settings, company.collections, placement, values);

  if (settings.fields.length === 0) return <p className="widget-empty">{t('widgets.form.noFields')}</p>;
  if (!command.ok) return <p className="widget-empty">{t(`widgets.form.cannot.${command.reason}`)}</p>;
  if (state === 'sent')
    return (
      <div className="form-widget__done" role="status">
        <p>{settings.successText?.[language] ?? t('widgets.form.sent')}</p>
        <button type="button" className="button button--outlined" onClick={() => setState('idle')}>
          {t('widgets.form.again')}
        </button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = checkDocumentFields(settings.fields, values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // One notice for the form, not one more per try.
      dismissGroup(formId, 'error');
      notify({ text: t('errors.invalid_change'), type: 'error', time: 10_000, group: formId });
      return;
    }
    if (Object.values(values).every(isEmptyValue)) return;
    setState('sending');
    const outcome = await run(command.type, command.payload, { group: formId });
    if (outcome.status === 'applied') {
      dismissGroup(formId, 'error');
      setValues({});
      setState('sent');
      notify({
        text: settings.successText?.[language] ?? t('widgets.form.sent'),
        type: 'success',
        time: successSnackMs,
      });
    } else setState('idle');
  };

  return (
    <form
      className="form-widget"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={widget.title ?? undefined}
    >
      {settings.fields.map((field) => (
        <FieldKitInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          problem={problems[field.key] ?? null}
          language={language}
          disabled={state === 'sending'}
          values={values}
        />
      ))}
      <div className="form-widget__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
        >
          {state === 'sending'
            ? t('widgets.form.sending')
            : (settings.submitLabel?.[language] ?? t('widgets.form.submit'))}
        </button>
      </div>
    </form>
  );
}
