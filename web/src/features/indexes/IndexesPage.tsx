import '@colmena/shared/i18n/indexesTexts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { DeclaredIndexes } from './DeclaredIndexes';
import { DeclareIndexForm } from './DeclareIndexForm';
import { FailingQuery } from './FailingQuery';
import './indexes.css';

/** Route `/adminTools/indexes` (level 100): the query index page (spec "query index creation"). */
export function IndexesPage() {
  const t = useT();
  const [version, setVersion] = useState(0);
  const declared = () => setVersion((v) => v + 1);
  return (
    <div className="page indexes">
      <Link className="button button--text" to="/adminTools">
        ← {t('indexes.back')}
      </Link>
      <header className="page__header">
        <h1 className="page__title">{t('indexes.title')}</h1>
        <p className="page__subtitle">{t('indexes.subtitle')}</p>
      </header>
      <FailingQuery onDeclared={declared} />
      <DeclaredIndexes version={version} />
      <DeclareIndexForm onDeclared={declared} />
      <section className="indexes__section" aria-labelledby="indexes-export">
        <h2 id="indexes-export" className="indexes__heading">
          {t('indexes.export.title')}
        </h2>
        <p>{t('indexes.export.description')}</p>
        <a className="button button--outlined" href="/api/indexes/export" download="firestore.indexes.json">
          {t('indexes.export.download')}
        </a>
      </section>
    </div>
  );
}
