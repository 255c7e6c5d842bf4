import { scraperStepConfigSchema } from '@colmena/shared/automation/steps';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../../hooks/useT';
import { StepFormFields } from '../kit/StepFormFields';
import { NumberSetting, RecordSetting, TextSetting } from '../kit/settings';
import type { StepFormProps } from '../kit/stepFormTypes';
import { useStepForm } from '../kit/useStepForm';

interface FieldRow {
  name: string;
  selector: string;
  read: string;
  all: boolean;
}

const reads = ['text', 'html', 'attr:href', 'attr:src'] as const;

/** `scraper`: a page, optionally one item per element, and the fields read from it by CSS selectors. */
export function ScraperStepForm(props: StepFormProps) {
  const t = useT();
  const { form, replace } = useStepForm(scraperStepConfigSchema, props);
  return (
    <StepFormFields form={form} variables={props.variables} replace={replace}>
      <TextSetting name="url" label={t('automationSteps.scraper.url')} />
      <RecordSetting name="headers" label={t('automationSteps.scraper.headers')} optional />
      <TextSetting name="items" label={t('automationSteps.scraper.items')} template={false} optional code />
      <ScrapedFields />
      <NumberSetting name="limit" label={t('automationSteps.scraper.limit')} optional />
    </StepFormFields>
  );
}

/** The fields to read: a row each (name, selector, what to read, every match or the first). */
function ScrapedFields() {
  const t = useT();
  const { getValues, setValue, formState } = useFormContext();
  const [rows, setRows] = useState<FieldRow[]>(() =>
    Object.entries((getValues('fields') as Record<string, Partial<FieldRow>> | undefined) ?? {}).map(
      ([name, f]) => ({
        name,
        selector: f.selector ?? '',
        read: f.read ?? 'text',
        all: f.all === true,
      }),
    ),
  );
  const emit = (next: FieldRow[]) => {
    setRows(next);
    const fields = Object.fromEntries(
      next
        .filter((row) => row.name.trim() !== '')
        .map((row) => [row.name.trim(), { selector: row.selector, read: row.read, all: row.all }]),
    );
    setValue('fields', fields, { shouldValidate: true, shouldDirty: true });
  };
  const change = (index: number, patch: Partial<FieldRow>) =>
    emit(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const problem = formState.errors.fields ? t('automationSteps.problem.tooFew', { min: 1 }) : null;
  const label = t('automationSteps.scraper.fields');
  return (
    <fieldset className="step-setting__record">
      <legend>{label}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place while typed
        <div key={index} className="step-setting__row">
          <input
            aria-label={`${label}: ${t('automationSteps.scraper.fieldName')} ${index + 1}`}
            placeholder={t('automationSteps.scraper.fieldName')}
            value={row.name}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <input
            aria-label={`${label}: ${t('automationSteps.scraper.selector')} ${index + 1}`}
            placeholder={t('automationSteps.scraper.selector')}
            className="field-code"
            value={row.selector}
            onChange={(event) => change(index, { selector: event.target.value })}
          />
          <select
            aria-label={`${label}: ${t('automationSteps.scraper.read')} ${index + 1}`}
            value={row.read}
            onChange={(event) => change(index, { read: event.target.value })}
          >
            {!reads.includes(row.read as never) && <option value={row.read}>{row.read}</option>}
            {reads.map((read) => (
              <option key={read} value={read}>
                {t(`automationSteps.scraper.read.${read.replace('attr:', '')}` as never)}
              </option>
            ))}
          </select>
          <label className="field-checkbox">
            <input
              type="checkbox"
              checked={row.all}
              onChange={(event) => change(index, { all: event.target.checked })}
            />
            <span>{t('automationSteps.scraper.all')}</span>
          </label>
          <button
            type="button"
            className="button button--text"
            onClick={() => emit(rows.filter((_, i) => i !== index))}
          >
            {t('automationSteps.list.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--text"
        onClick={() => setRows([...rows, { name: '', selector: '', read: 'text', all: false }])}
      >
        {t('automationSteps.list.add')}
      </button>
      {problem && (
        <p className="field-hint field-hint--bad" data-testid="step-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
