import type { StoredDoc } from '@colmena/shared';
import { type FieldDefinition, isFieldShown } from '@colmena/shared/fields';
import { useReferenceNames } from '../../fields/useReferenceNames';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { declaredText, documentSections, fieldLabel, typeForKind } from './declaredFields';
import { fieldKind } from './fieldKind';
import { isPlaceholder } from './fieldText';
import { useFieldText } from './useFieldText';

interface Props {
  doc: StoredDoc;
  /** The collection's declared fields for this document (none: every field as stored). */
  fields?: readonly FieldDefinition[];
  /** Level 100: declares an undeclared field of this document, with the type its value suggests. */
  onDeclare?(field: FieldDefinition): void;
  /** Keys the collection keeps for itself (keptFields): not listed. */
  kept?: readonly string[];
}

const wide = new Set(['longText', 'richText', 'object', 'file', 'location']);

/** A signature kept in our own files (where the kit's pad saves it). */
const ownFile = /^\/api\/files\/[^\s"'<>]+$/;

/** A signature is read as the drawing, not as the path it is stored under. */
function signatureImage(field: FieldDefinition, value: unknown, label: string): React.ReactNode {
  if (field.type !== 'signature' || typeof value !== 'string' || !ownFile.test(value)) return null;
  return <img className="field-list__signature" src={value} alt={label} />;
}

/**
 * Every field a person reads (spec §9: es-ES values, §8 placeholders): the declared fields in
 * their order with their labels and types, then "Other fields" — keys of this document nobody
 * declared, as stored, each with a "Declare" button for level 100.
 */
export function FieldList({ doc, fields = [], onDeclare, kept }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const fieldText = useFieldText();
  const sections = documentSections(doc, fields, kept);
  // A field whose condition does not hold for this document is not one of its fields.
  const declared = sections.declared.filter((field) => isFieldShown(field, doc));
  const { others } = sections;
  const names = useReferenceNames(fields);

  const row = (
    name: string,
    label: string,
    text: React.ReactNode,
    kind: string,
    action?: React.ReactNode,
  ) => (
    <div key={name} className={wide.has(kind) ? 'field-list__row field-list__row--wide' : 'field-list__row'}>
      <dt>
        {label}
        {action}
      </dt>
      <dd
        className={[
          'field-list__value',
          `field-list__value--${kind}`,
          isPlaceholder(doc[name]) ? 'value--placeholder' : '',
        ]
          .join(' ')
          .trim()}
        data-field={name}
      >
        {text}
      </dd>
    </div>
  );

  return (
    <>
      {declared.length > 0 && (
        <dl className="field-list">
          {declared.map((field) =>
            row(
              field.key,
              field.label[language],
              signatureImage(field, doc[field.key], field.label[language]) ??
                declaredText(field, doc[field.key], language, names),
              field.type,
            ),
          )}
        </dl>
      )}
      {declared.length > 0 && others.length > 0 && (
        <h2 className="field-list__heading">{t('data.fields.others')}</h2>
      )}
      {others.length > 0 && (
        <dl className="field-list">
          {others.map((name) => {
            const value = doc[name];
            const kind = fieldKind(name, value);
            const type = onDeclare ? typeForKind(kind, value) : null;
            const label = fieldLabel(name, fields, language);
            const declare =
              type && onDeclare ? (
                <button
                  type="button"
                  className="field-list__declare"
                  aria-label={t('data.fields.declareNamed', { name })}
                  onClick={() =>
                    onDeclare({
                      key: name,
                      label: { es: name, en: name },
                      type,
                      required: false,
                      onCard: false,
                    })
                  }
                >
                  {t('data.fields.declare')}
                </button>
              ) : undefined;
            return row(name, label, fieldText(name, value), kind, declare);
          })}
        </dl>
      )}
    </>
  );
}
