import type { FieldDefinition } from '@colmena/shared/fields';
import type { CardConfig } from '@colmena/shared/schemas';
import { Link } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { TenantImage } from '../../ui/TenantImage';
import { cardLayout } from '../data/cardLayout';
import { declaredText, fieldLabel, onCardFields } from '../data/declaredFields';
import { faceCropUrl } from '../data/imageUrl';
import { useFieldText } from '../data/useFieldText';
import type { PublicDoc } from './publicDataApi';

/** A public document as a card, laid out by its collection's cardConfig like the data lists. */
export function PublicDocCard({
  doc,
  config,
  declared = [],
}: {
  doc: PublicDoc;
  config?: CardConfig | undefined;
  /** The collection's declared fields (labels, types, which go on the card). */
  declared?: readonly FieldDefinition[] | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  const fieldText = useFieldText();
  const text = (name: string) => {
    const field = declared.find((f) => f.key === name);
    return field ? declaredText(field, doc[name], language) : fieldText(name, doc[name]);
  };
  // collKey says which collection the document came from; it is not one of its fields.
  const { collKey: _collKey, ...fields } = doc;
  const layout = cardLayout(fields, config, onCardFields(declared));
  const name = text(layout.titleField);
  return (
    <li className="public-card">
      <Link
        className="public-card__link"
        to={`/publicData/${encodeURIComponent(doc.FireId)}`}
        aria-label={t('publicData.open', { name })}
      >
        <TenantImage
          className="public-card__image"
          src={layout.image}
          transform={faceCropUrl}
          loading="lazy"
        />
        <h2 className="public-card__title">{name}</h2>
        <dl className="public-fields public-fields--compact">
          {layout.fields.map((field) => (
            <div key={field} className="public-fields__row">
              <dt>{fieldLabel(field, declared, language)}</dt>
              <dd>{text(field)}</dd>
            </div>
          ))}
        </dl>
      </Link>
    </li>
  );
}
