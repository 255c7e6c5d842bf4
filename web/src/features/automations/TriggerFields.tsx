import { commandEvents } from '@colmena/shared/automation';
import { useId } from 'react';
import { useT } from '../../hooks/useT';
import { CheckboxField, SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { type FilterDraft, filterOps, type TriggerDraft } from './automationDraft';
import { useCollectionOptions } from './stepForms/kit/companyOptions';
import { WebhookSecretPanel } from './WebhookSecretPanel';

/** The time zones a schedule may name, offered as it is typed (the browser's list). */
const timeZones: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Madrid'];

interface Props {
  trigger: TriggerDraft;
  automationId: string | null;
  onChange(trigger: TriggerDraft): void;
}

/** The fields of one trigger, by its type. */
export function TriggerFields({ trigger, automationId, onChange }: Props) {
  const t = useT();
  const collections = useCollectionOptions();
  const timeZoneListId = useId();
  switch (trigger.type) {
    case 'command': {
      const setFilter = (index: number, filter: FilterDraft) =>
        onChange({ ...trigger, filters: trigger.filters.map((f, i) => (i === index ? filter : f)) });
      return (
        <>
          <SelectField<string>
            label={t('automations.trigger.collection')}
            value={trigger.collection}
            options={[
              { value: '', label: '—' },
              ...(collections.some((c) => c.value === trigger.collection) || trigger.collection === ''
                ? []
                : [{ value: trigger.collection, label: trigger.collection }]),
              ...collections,
            ]}
            onValueChange={(collection) => onChange({ ...trigger, collection })}
          />
          <fieldset className="automations__events">
            <legend>{t('automations.trigger.on')}</legend>
            {commandEvents.map((event) => (
              <CheckboxField
                key={event}
                label={t(`automations.trigger.event.${event}`)}
                checked={trigger.on.includes(event)}
                onCheckedChange={(checked) =>
                  onChange({
                    ...trigger,
                    on: checked ? [...trigger.on, event] : trigger.on.filter((e) => e !== event),
                  })
                }
              />
            ))}
          </fieldset>
          <fieldset className="automations__filters">
            <legend>{t('automations.trigger.filter')}</legend>
            {trigger.filters.map((filter, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
              <div className="automations__filter" key={index}>
                <TextField
                  label="field"
                  value={filter.field}
                  onValueChange={(field) => setFilter(index, { ...filter, field })}
                />
                <SelectField<string>
                  label="op"
                  value={filter.op}
                  options={filterOps.map((op) => ({ value: op, label: op }))}
                  onValueChange={(op) => setFilter(index, { ...filter, op })}
                />
                <TextField
                  label="value"
                  value={filter.valueText}
                  onValueChange={(valueText) => setFilter(index, { ...filter, valueText })}
                />
                <button
                  type="button"
                  className="button button--text"
                  onClick={() =>
                    onChange({ ...trigger, filters: trigger.filters.filter((_, i) => i !== index) })
                  }
                >
                  {t('automations.trigger.removeFilter')}
                </button>
              </div>
            ))}
            {trigger.filters.length < 3 && (
              <button
                type="button"
                className="button button--text"
                onClick={() =>
                  onChange({
                    ...trigger,
                    filters: [...trigger.filters, { field: '', op: '==', valueText: '""' }],
                  })
                }
              >
                {t('automations.trigger.addFilter')}
              </button>
            )}
          </fieldset>
        </>
      );
    }
    case 'schedule':
      return (
        <>
          <TextField
            label={t('automations.trigger.cron')}
            value={trigger.cron}
            maxLength={120}
            hint={{ text: t('automations.trigger.cronHelp'), tone: 'neutral' }}
            onValueChange={(cron) => onChange({ ...trigger, cron })}
          />
          <TextField
            label={t('automations.trigger.timezone')}
            value={trigger.timezone}
            maxLength={64}
            list={timeZoneListId}
            onValueChange={(timezone) => onChange({ ...trigger, timezone })}
          />
          <datalist id={timeZoneListId}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      );
    case 'webhook':
      return (
        <>
          <CheckboxField
            label={t('automations.trigger.synchronous')}
            checked={trigger.synchronous}
            onCheckedChange={(synchronous) => onChange({ ...trigger, synchronous })}
          />
          <p className="field-hint">{t('automations.trigger.webhookHelp', { id: automationId ?? '…' })}</p>
          <WebhookSecretPanel automationId={automationId ?? null} />
        </>
      );
    case 'manual':
      return null;
  }
}
