import {
  allCollectionsKey,
  type WidgetConsumer,
  type WidgetPlace,
  widgetConsumers,
  widgetPlaces,
} from '@colmena/shared/schemas';
import type { ReactNode } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { CheckboxField, SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { WidgetForm } from './widgetForm';

/** A part of the widget editor's form, titled. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="widget-editor__section">
      <legend className="widget-editor__section-title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What a section of the editor edits: the form, and a setter of one of its fields. */
interface SectionProps {
  form: WidgetForm;
  set<K extends keyof WidgetForm>(key: K, value: WidgetForm[K]): void;
}

const widths = [1, 2, 3, 4, 5] as const;

/** Kind, title, place, order, size, info and the display switches. */
export function GeneralSection({
  form,
  set,
  kindOptions,
  onKindChange,
}: SectionProps & { kindOptions: { value: string; label: string }[]; onKindChange(type: string): void }) {
  const t = useT();
  return (
    <Section title={t('widgets.editor.section.general')}>
      <div className="editor-grid">
        <SelectField
          label={t('widgets.editor.field.type')}
          value={form.type}
          options={kindOptions}
          onValueChange={onKindChange}
        />
        <TextField
          label={t('widgets.editor.field.title')}
          value={form.title}
          onValueChange={(v) => set('title', v)}
        />
        <SelectField<WidgetPlace>
          label={t('widgets.editor.field.place')}
          value={form.place}
          options={widgetPlaces.map((place) => ({
            value: place,
            label: t(`widgets.editor.place.${place}`),
          }))}
          onValueChange={(v) => set('place', v)}
        />
        <TextField
          label={t('widgets.editor.field.order')}
          type="number"
          value={form.order}
          onValueChange={(v) => set('order', v)}
        />
        <SelectField
          label={t('widgets.editor.field.width')}
          value={String(form.width)}
          options={widths.map((w) => ({ value: String(w), label: String(w) }))}
          onValueChange={(v) => set('width', Number(v))}
        />
        <TextField
          label={t('widgets.editor.field.height')}
          type="number"
          min={1}
          step={1}
          value={form.height}
          onValueChange={(v) => set('height', v)}
        />
      </div>
      <TextAreaField
        label={t('widgets.editor.field.info')}
        rows={3}
        value={form.info}
        hint={t('widgets.editor.field.infoHint')}
        onValueChange={(v) => set('info', v)}
      />
      <div className="editor-checks">
        <CheckboxField
          label={t('widgets.editor.field.ready')}
          checked={form.ready}
          onCheckedChange={(v) => set('ready', v)}
        />
        <CheckboxField
          label={t('widgets.editor.field.mobile')}
          checked={form.mobile}
          onCheckedChange={(v) => set('mobile', v)}
        />
        <CheckboxField
          label={t('widgets.editor.field.popUp')}
          checked={form.popUp}
          onCheckedChange={(v) => set('popUp', v)}
        />
      </div>
      {form.popUp && (
        <TextField
          label={t('widgets.editor.field.popUptitle')}
          value={form.popUptitle}
          onValueChange={(v) => set('popUptitle', v)}
        />
      )}
    </Section>
  );
}

/** Who sees the widget (consumer, user filter) and on which collection's pages. */
export function VisibilitySection({ form, set }: SectionProps) {
  const t = useT();
  const { company } = useSession();
  return (
    <Section title={t('widgets.editor.section.visibility')}>
      <div className="editor-grid">
        <SelectField<WidgetConsumer | ''>
          label={t('widgets.editor.field.consumer')}
          value={form.consumer}
          options={[
            { value: '', label: t('widgets.editor.consumer.all') },
            ...widgetConsumers.map((c) => ({ value: c, label: t(`widgets.editor.consumer.${c}`) })),
          ]}
          onValueChange={(v) => set('consumer', v)}
        />
        <SelectField
          label={t('widgets.editor.field.keyOfCollection')}
          value={form.keyOfCollection}
          options={[
            { value: allCollectionsKey, label: t('widgets.editor.collection.all') },
            ...company.collections.map((c) => ({ value: c.key, label: c.name || c.key })),
            ...(form.keyOfCollection !== allCollectionsKey &&
            !company.collections.some((c) => c.key === form.keyOfCollection)
              ? [{ value: form.keyOfCollection, label: form.keyOfCollection }]
              : []),
          ]}
          onValueChange={(v) => set('keyOfCollection', v)}
        />
        {form.consumer === 'var' && (
          <>
            <TextField
              label={t('widgets.editor.field.userFilterKey')}
              value={form.userFilterKey}
              required
              onValueChange={(v) => set('userFilterKey', v)}
            />
            <TextField
              label={t('widgets.editor.field.userFilterValue')}
              value={form.userFilterValue}
              onValueChange={(v) => set('userFilterValue', v)}
            />
          </>
        )}
      </div>
    </Section>
  );
}

/** How the widget's card looks. */
export function CardSection({ form, set }: SectionProps) {
  const t = useT();
  const setCard = <K extends keyof WidgetForm['card']>(key: K, value: WidgetForm['card'][K]) =>
    set('card', { ...form.card, [key]: value });
  return (
    <Section title={t('widgets.editor.section.card')}>
      <div className="editor-grid">
        <TextField
          label={t('widgets.editor.field.elementName')}
          value={form.card.elementName}
          onValueChange={(v) => setCard('elementName', v)}
        />
        <TextField
          label={t('widgets.editor.field.value1')}
          value={form.card.value1}
          onValueChange={(v) => setCard('value1', v)}
        />
        <TextField
          label={t('widgets.editor.field.value3')}
          value={form.card.value3}
          onValueChange={(v) => setCard('value3', v)}
        />
        <TextField
          label={t('widgets.editor.field.iconColor')}
          value={form.card.iconColor}
          placeholder="#336699"
          onValueChange={(v) => setCard('iconColor', v)}
        />
        <TextField
          label={t('widgets.editor.field.cardWidth')}
          value={form.card.width}
          placeholder="24rem"
          onValueChange={(v) => setCard('width', v)}
        />
        <TextField
          label={t('widgets.editor.field.cardHeight')}
          value={form.card.height}
          placeholder="320px"
          onValueChange={(v) => setCard('height', v)}
        />
      </div>
      <div className="editor-checks">
        <CheckboxField
          label={t('widgets.editor.field.inHeader')}
          checked={form.card.inHeader}
          onCheckedChange={(v) => setCard('inHeader', v)}
        />
        <CheckboxField
          label={t('widgets.editor.field.erraseBorder')}
          checked={form.card.erraseBorder}
          onCheckedChange={(v) => setCard('erraseBorder', v)}
        />
      </div>
    </Section>
  );
}
