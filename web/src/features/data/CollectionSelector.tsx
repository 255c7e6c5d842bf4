import type { PublicCollection } from '@colmena/shared';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { collectionPath } from './collections';

interface Props {
  collections: readonly PublicCollection[];
  currentKey: string;
}

/** Spec §2: the collection selector of /data — links, so Tab/Enter and middle-click work. */
export function CollectionSelector({ collections, currentKey }: Props) {
  const t = useT();
  if (collections.length < 2) return null;
  return (
    <nav className="collection-selector" aria-label={t('data.collections.label')}>
      <ul>
        {collections.map((collection) => (
          <li key={collection.key}>
            <Link
              to={collectionPath(collection.key)}
              className="collection-selector__item"
              aria-current={collection.key === currentKey ? 'page' : undefined}
            >
              {collection.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
