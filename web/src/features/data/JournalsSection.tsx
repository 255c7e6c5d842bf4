import type { PublicCollection, StoredDoc } from '@colmena/shared';
import { canCreateIn } from '@colmena/shared/policy';
import { Link } from 'react-router';
import type { LiveQueryState } from '../../hooks/useLiveQuery';
import { useT } from '../../hooks/useT';
import { journalPath, projectPath } from './collections';
import { DocCard } from './DocCard';
import { declaredFields } from './declaredFields';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';
import { journalsQuery } from './queries';
import { useWriter } from './useWriter';

interface Props {
  collection: PublicCollection;
  project: StoredDoc;
  journals: LiveQueryState;
}

/** The project's journals (secondary collection where ProjectId = the project), live, with their count. */
export function JournalsSection({ collection, project, journals }: Props) {
  const t = useT();
  const writer = useWriter();
  const plural = collection.secondaryName ?? t('shell.route.journal');
  const singular = collection.secondaryNameSingular ?? plural;
  const count =
    journals.status === 'ready'
      ? journals.docs.length
      : typeof project.JournalsCount === 'number'
        ? project.JournalsCount
        : null;
  return (
    <section className="journals" aria-labelledby="journals-title">
      <header className="journals__header">
        <h2 id="journals-title" className="journals__title">
          {plural}
          {count !== null && (
            <span className="journals__count" data-testid="journals-count">
              {count}
            </span>
          )}
        </h2>
        {writer && canCreateIn(writer, collection, project) && (
          <Link className="button button--outlined" to={`${projectPath(collection.key, project.FireId)}/new`}>
            <span aria-hidden="true">+</span>
            {t('data.create.button', { name: singular })}
          </Link>
        )}
      </header>
      {journals.status === 'loading' && <LoadingCards count={2} />}
      {journals.status === 'error' && (
        <LoadError error={journals.error} query={journalsQuery(collection, project.FireId)} />
      )}
      {journals.status === 'ready' && journals.docs.length === 0 && (
        <p className="empty-state">{t('data.list.empty', { name: plural })}</p>
      )}
      {journals.docs.length > 0 && (
        <ul className="doc-grid doc-grid--journals" aria-label={plural}>
          {journals.docs.map((journal) => (
            <DocCard
              key={journal.FireId}
              doc={journal}
              to={journalPath(collection.key, project.FireId, journal.FireId)}
              config={collection.secCardConfig}
              fields={declaredFields(collection, 'secondary')}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
