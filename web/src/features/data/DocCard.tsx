import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { CardConfig } from '@colmena/shared/schemas';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useReferenceNames } from '../../fields/useReferenceNames';
import { useLanguage } from '../../hooks/useLanguage';
import { TenantImage } from '../../ui/TenantImage';
import { cardLayout } from './cardLayout';
import { declaredText, fieldLabel, onCardFields } from './declaredFields';
import { docTitle } from './docTitle';
import { isPlaceholder } from './fieldText';
import { faceCropUrl } from './imageUrl';
import { useFieldText } from './useFieldText';

interface Props {
  doc: StoredDoc;
  to: string;
  config?: CardConfig;
  /** Shown in a corner, e.g. the journals count. */
  badge?: string;
  /** The collection's declared fields for these documents (labels, types, which go on the card). */
  fields?: readonly FieldDefinition[];
}

/** A document in a list: its image, title and a few fields, the whole card a link. */
export function DocCard({ doc, to, config, badge, fields = [] }: Props) {
  const fieldText = useFieldText();
  const { language } = useLanguage();
  const names = useReferenceNames(fields);
  const layout = cardLayout(doc, config, onCardFields(fields));
  const text = (name: string) => {
    const declared = fields.find((field) => field.key === name);
    return declared
      ? declaredText(declared, doc[name], language, names)
      : fieldText(name, doc[name], { short: true });
  };
  const title = layout.titleField === 'Name' ? docTitle(doc) : text(layout.titleField);
  return (
    <li className="doc-card" style={{ '--card-accent': `var(--color-${layout.accent})` } as CSSProperties}>
      <Link to={to} className="doc-card__link" data-testid="doc-card">
        <TenantImage
          className="doc-card__image"
          src={layout.image}
          transform={faceCropUrl}
          loading="lazy"
          fallback={
            <span className="doc-card__initial" aria-hidden="true">
              {title.trim().charAt(0).toUpperCase()}
            </span>
          }
        />
        <span className="doc-card__body">
          <span className="doc-card__title">{title}</span>
          {layout.fields.length > 0 && (
            <dl className="doc-card__fields">
              {layout.fields.map((name) => (
                <div key={name} className="doc-card__field">
                  <dt>{fieldLabel(name, fields, language)}</dt>
                  <dd className={isPlaceholder(doc[name]) ? 'value--placeholder' : undefined}>
                    {text(name)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {badge && <span className="doc-card__badge">{badge}</span>}
        </span>
      </Link>
    </li>
  );
}
