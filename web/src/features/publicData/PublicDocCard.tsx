import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { fieldText } from '../data/fieldText';
import { faceCropUrl, imagesOf } from '../data/imageUrl';
import { orderedFields } from '../data/visibleFields';
import type { PublicDoc } from './publicDataApi';

/** Fields a card shows under the name; the document page shows them all. */
const cardFieldCount = 3;

export function PublicDocCard({ doc }: { doc: PublicDoc }) {
  const t = useT();
  const name = fieldText('Name', doc.Name);
  const [image] = imagesOf(doc.ImgArray);
  const fields = orderedFields(doc)
    .filter((field) => field !== 'Name' && field !== 'collKey')
    .slice(0, cardFieldCount);
  return (
    <li className="public-card">
      <Link
        className="public-card__link"
        to={`/publicData/${encodeURIComponent(doc.FireId)}`}
        aria-label={t('publicData.open', { name })}
      >
        {image && <img className="public-card__image" src={faceCropUrl(image)} alt="" loading="lazy" />}
        <h2 className="public-card__title">{name}</h2>
        <dl className="public-fields public-fields--compact">
          {fields.map((field) => (
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
