import { type FieldType, fieldTypes, optionFieldTypes } from '@colmena/shared/fields';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useRef } from 'react';
import { SelectField } from '../features/people/SelectField';
import { useT } from '../hooks/useT';
import { TextField } from '../ui/TextField';
import { type FieldForm, fieldFormProblems, newFieldForm, rowKey } from './fieldsForm';
import './fieldsEditor.css';

interface Props {
  legend: string;
  hint: string;
  fields: FieldForm[];
  onChange(fields: FieldForm[]): void;
}

let rowSerial = 0;

/**
 * The declared fields of a collection's documents or of its journals (issue 12 point 1), and a
 * form widget's fields (issue 13): each with its labels, key, type of the field kit, required
 * and on-card flags, and its type's own settings; added, removed, and reordered by dragging its
 * handle (@dnd-kit: a pointer, or the keyboard — Space picks it up, arrows move it, Space drops
 * it) or by the ↑ ↓ buttons. Saved with the rest of the definition; nothing here changes a
 * document.
 */
export function FieldsEditor({ legend, hint, fields, onChange }: Props) {
  const t = useT();
  const problems = fieldFormProblems(fields);
  const typeOptions = fieldTypes.map((type) => ({ value: type, label: t(`fields.type.${type}`) }));
  // Rows have no id until saved (a key may be half typed): each gets one here, kept in step.
  const ids = useRef<string[]>([]);
  while (ids.current.length < fields.length) ids.current.push(`row-${++rowSerial}`);
  ids.current.length = fields.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const update = (index: number, change: Partial<FieldForm>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...change } : field)));
  const reorder = (from: number, to: number) => {
    ids.current = arrayMove(ids.current, from, to);
    onChange(arrayMove(fields, from, to));
  };
  const move = (index: number, by: -1 | 1) => reorder(index, index + by);
  const remove = (index: number) => {
    ids.current = ids.current.filter((_, i) => i !== index);
    onChange(fields.filter((_, i) => i !== index));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = ids.current.indexOf(String(active.id));
    const to = over ? ids.current.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) reorder(from, to);
  };

  return (
    <fieldset className="settings-fieldset settings-fields">
      <legend>{legend}</legend>
      <p className="settings-muted">{hint}</p>
      {fields.length === 0 && <p className="settings-muted">{t('companyConfig.fields.none')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <SortableContext items={ids.current} strategy={verticalListSortingStrategy}>
          <ol className="settings-fields__list">
            {fields.map((field, index) => {
              const name = field.labelEs || field.key || t('companyConfig.fields.new');
              const problem = problems.get(index);
              const id = ids.current[index] ?? String(index);
              return (
                <SortableRow key={id} id={id} handleLabel={t('widgets.form.dragHandle', { name })}>
                  <div className="settings-grid">
                    <TextField
                      label={t('companyConfig.fields.labelEs')}
                      value={field.labelEs}
                      onValueChange={(labelEs) => update(index, { labelEs })}
                    />
                    <TextField
                      label={t('companyConfig.fields.labelEn')}
                      value={field.labelEn}
                      onValueChange={(labelEn) => update(index, { labelEn })}
                    />
                    <TextField
                      label={t('companyConfig.fields.helpEs')}
                      value={field.helpEs}
                      onValueChange={(helpEs) => update(index, { helpEs })}
                      hint={{ text: t('companyConfig.fields.helpHint'), tone: 'neutral' }}
                    />
                    <TextField
                      label={t('companyConfig.fields.helpEn')}
                      value={field.helpEn}
                      onValueChange={(helpEn) => update(index, { helpEn })}
                    />
                    <TextField
                      label={t('companyConfig.fields.key')}
                      value={field.key}
                      placeholder={rowKey({ key: '', labelEs: field.labelEs })}
                      onValueChange={(key) => update(index, { key })}
                      hint={{ text: t('companyConfig.fields.keyHint'), tone: 'neutral' }}
                    />
                    <SelectField<FieldType>
                      label={t('companyConfig.fields.type')}
                      value={field.type}
                      options={typeOptions}
                      onValueChange={(type) => update(index, { type })}
                    />
                    {optionFieldTypes.has(field.type) && (
                      <label className="settings-inline">
                        {t('companyConfig.fields.options')}
                        <textarea
                          className="settings-input settings-textarea"
                          value={field.options}
                          onChange={(event) => update(index, { options: event.target.value })}
                        />
                      </label>
                    )}
                    {['integer', 'decimal', 'currency', 'percent', 'slider', 'rating'].includes(
                      field.type,
                    ) && (
                      <>
                        <TextField
                          label={t('companyConfig.fields.min')}
                          value={field.min}
                          inputMode="decimal"
                          onValueChange={(min) => update(index, { min })}
                        />
                        <TextField
                          label={t('companyConfig.fields.max')}
                          value={field.max}
                          inputMode="decimal"
                          onValueChange={(max) => update(index, { max })}
                        />
                      </>
                    )}
                    {field.type === 'documentRef' && (
                      <TextField
                        label={t('companyConfig.fields.collection')}
                        value={field.collection}
                        onValueChange={(collection) => update(index, { collection })}
                      />
                    )}
                    {field.type === 'calculated' && (
                      <TextField
                        label={t('companyConfig.fields.formula')}
                        value={field.formula}
                        placeholder="Cantidad * Precio"
                        onValueChange={(formula) => update(index, { formula })}
                      />
                    )}
                    <ShowWhenFields
                      field={field}
                      fields={fields}
                      onChange={(change) => update(index, change)}
                    />
                  </div>
                  <div className="settings-field-row__flags">
                    <label className="settings-check">
                      <input
                        type="checkbox"
                        checked={field.required}
                        onChange={(event) => update(index, { required: event.target.checked })}
                      />
                      {t('companyConfig.fields.required')}
                    </label>
                    <label className="settings-check">
                      <input
                        type="checkbox"
                        checked={field.onCard}
                        onChange={(event) => update(index, { onCard: event.target.checked })}
                      />
                      {t('companyConfig.fields.onCard')}
                    </label>
                    <span className="settings-field-row__spacer" />
                    <button
                      type="button"
                      className="button button--text"
                      disabled={index === 0}
                      aria-label={t('companyConfig.moveUp', { name })}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--text"
                      disabled={index === fields.length - 1}
                      aria-label={t('companyConfig.moveDown', { name })}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button--text settings-danger"
                      aria-label={t('companyConfig.removeNamed', { name })}
                      onClick={() => remove(index)}
                    >
                      {t('companyConfig.remove')}
                    </button>
                  </div>
                  {problem && (
                    <p className="settings-section__status settings-section__status--error" role="alert">
                      {problem}
                    </p>
                  )}
                </SortableRow>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className="button button--outlined settings-add"
        onClick={() => onChange([...fields, newFieldForm()])}
      >
        {t('companyConfig.fields.add')}
      </button>
    </fieldset>
  );
}

/** One field's row: sortable by its handle, moved as it is dragged. */
/**
 * Conditional visibility of one row (issue 13): "shown only when" another field has any value,
 * or a chosen one — picked from that field's options, Sí/No for a yes/no, typed otherwise.
 */
function ShowWhenFields({
  field,
  fields,
  onChange,
}: {
  field: FieldForm;
  fields: readonly FieldForm[];
  onChange(change: Partial<FieldForm>): void;
}) {
  const t = useT();
  const self = rowKey(field);
  const others = fields.filter((other) => rowKey(other) !== '' && rowKey(other) !== self);
  const target = others.find((other) => rowKey(other) === field.showWhenField) ?? null;
  const anyValue = { value: '', label: t('companyConfig.fields.showWhenAny') };
  const valueChoices = !target
    ? null
    : target.type === 'yesNo'
      ? [
          anyValue,
          { value: 'true', label: t('fields.input.yes') },
          { value: 'false', label: t('fields.input.no') },
        ]
      : optionFieldTypes.has(target.type)
        ? [
            anyValue,
            ...target.options
              .split('\n')
              .map((option) => option.trim())
              .filter(Boolean)
              .map((option) => ({ value: option, label: option })),
          ]
        : null;
  return (
    <>
      <SelectField<string>
        label={t('companyConfig.fields.showWhen')}
        value={target ? field.showWhenField : ''}
        options={[
          { value: '', label: t('companyConfig.fields.showAlways') },
          ...others.map((other) => ({ value: rowKey(other), label: other.labelEs || rowKey(other) })),
        ]}
        onValueChange={(showWhenField) => onChange({ showWhenField, showWhenEquals: '' })}
      />
      {target && valueChoices && (
        <SelectField<string>
          label={t('companyConfig.fields.showWhenEquals')}
          value={field.showWhenEquals}
          options={valueChoices}
          onValueChange={(showWhenEquals) => onChange({ showWhenEquals })}
        />
      )}
      {target && !valueChoices && (
        <TextField
          label={t('companyConfig.fields.showWhenEquals')}
          value={field.showWhenEquals}
          placeholder={anyValue.label}
          onValueChange={(showWhenEquals) => onChange({ showWhenEquals })}
        />
      )}
    </>
  );
}

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className="settings-field-row"
      data-testid="field-row"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="button button--text settings-field-row__handle"
        aria-label={handleLabel}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
