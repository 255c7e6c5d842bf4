import { Link, useParams } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { tenantImageUrls } from '../../ui/tenantImageUrl';
import { declaredText, fieldLabel } from '../data/declaredFields';
import { faceCropUrl, imagesOf } from '../data/imageUrl';
import { useFieldText } from '../data/useFieldText';
import { orderedFields } from '../data/visibleFields';
import { fetchPublicDoc, type PublicDocAnswer } from './publicDataApi';
import { useRemote } from './useRemote';
import './publicData.css';

/** Route `/publicData/:projectid`: one document of a public collection, for anyone (spec §2). */
export function PublicDataPage() {
  const t = useT();
  const { projectid = '' } = useParams();
  const state = useRemote(projectid, (signal) => fetchPublicDoc(projectid, signal));

  return (
    <div className="page public-data">
      <Link className="button button--text public-data__back" to="/publicData">
        ← {t('publicData.back')}
      </Link>
      {state.status === 'loading' && (
        <p className="public-data__status" aria-busy="true">
          {t('publicData.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {state.code === 'not_found' ? t('publicData.notFound') : t('errors.error_loading_data')}
        </p>
      )}
      {state.status === 'ready' && <PublicDocument answer={state.data} />}
    </div>
  );
}

function PublicDocument({ answer: { collection, doc } }: { answer: PublicDocAnswer }) {
  const t = useT();
  const fieldText = useFieldText();
  const name = fieldText('Name', doc.Name);
  const images = tenantImageUrls(imagesOf(doc.ImgArray));
  const { language } = useLanguage();
  const declared = collection.fields ?? [];
  // Declared fields first, in their order, then any others the document has.
  const keys = new Set(declared.map((field) => field.key));
  const fields = [
    ...declared.map((field) => field.key).filter((key) => key !== 'Name'),
    ...orderedFields(doc).filter((field) => field !== 'Name' && field !== 'collKey' && !keys.has(field)),
  ];
  const text = (name: string) => {
    const field = declared.find((f) => f.key === name);
    return field ? declaredText(field, doc[name], language) : fieldText(name, doc[name]);
  };
  return (
    <article>
      <header className="public-data__header">
        <p className="public-data__eyebrow">{collection.mainNameSingular ?? collection.name}</p>
        <h1 className="page__title">{name}</h1>
      </header>
      {images.length > 0 && (
        <div className="public-data__gallery">
          {images.map((url, i) => (
            <img
              key={url}
              src={faceCropUrl(url)}
              alt={t('publicData.photo', { number: i + 1, name })}
              referrerPolicy="no-referrer"
            />
          ))}
        </div>
      )}
      <dl className="public-fields">
        {fields.map((field) => (
          <div key={field} className="public-fields__row">
            <dt>{fieldLabel(field, declared, language)}</dt>
            <dd>{text(field)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
