import type { CardConfig } from '@colmena/shared/schemas';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { TenantImage } from '../../ui/TenantImage';
import { cardLayout } from '../data/cardLayout';
import { faceCropUrl } from '../data/imageUrl';
import { useFieldText } from '../data/useFieldText';
import type { PublicDoc } from './publicDataApi';

/** A public document as a card, laid out by its collection's cardConfig like the data lists. */
export function PublicDocCard({ doc, config }: { doc: PublicDoc; config?: CardConfig | undefined }) {
  const t = useT();
  const fieldText = useFieldText();
  // collKey says which collection the document came from; it is not one of its fields.
  const { collKey: _collKey, ...fields } = doc;
  const layout = cardLayout(fields, config);
  const name = fieldText(layout.titleField, doc[layout.titleField]);
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
              <dt>{field}</dt>
              <dd>{fieldText(field, doc[field])}</dd>
            </div>
          ))}
        </dl>
      </Link>
    </li>
  );
}
