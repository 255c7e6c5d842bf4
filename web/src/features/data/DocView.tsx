import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { levels } from '@colmena/shared/policy';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { CreatedMeta } from './CreatedMeta';
import { DocActions } from './DocActions';
import { FieldList } from './FieldList';
import { Gallery } from './Gallery';

interface Props {
  doc: StoredDoc;
  title: string;
  /** What the document is ("Proyecto", "Diario"), above its title. */
  kind: string;
  /** Actions of this kind of document, between Edit and History. */
  extraActions?: ReactNode;
  /** Whether the server would accept an edit / a delete by this user (the write policy). */
  canEdit: boolean;
  canDelete: boolean;
  onDelete(): void;
  /** The collection's declared fields for this document, and how level 100 declares another. */
  fields?: readonly FieldDefinition[];
  onDeclare?(field: FieldDefinition): void;
  /** Keys the collection keeps for itself (keptFields): not listed. */
  kept?: readonly string[];
}

/** A project or journal as a page: kind, title, age, its actions, images and every field. */
export function DocView({
  doc,
  title,
  kind,
  extraActions,
  canEdit,
  canDelete,
  onDelete,
  fields,
  onDeclare,
  kept,
}: Props) {
  const t = useT();
  const { user } = useSession();
  const canSeeHistory = (user?.lvl ?? 0) >= levels.admin;
  // No empty toolbar for a reader who may do nothing here.
  const hasActions = canEdit || canDelete || canSeeHistory || Boolean(extraActions);
  return (
    <article className="doc-view" aria-labelledby="doc-title">
      <header className="doc-view__header">
        <div className="doc-view__heading">
          <p className="doc-view__eyebrow">{kind}</p>
          <h1 id="doc-title" className="page__title">
            {title}
          </h1>
          <CreatedMeta doc={doc} />
        </div>
        {hasActions && (
          <DocActions>
            {canEdit && (
              <Link className="button button--primary" to="?edit">
                {t('data.action.edit')}
              </Link>
            )}
            {extraActions}
            {canSeeHistory && (
              <Link className="button button--text" to={`/logs/${encodeURIComponent(doc.FireId)}/false`}>
                {t('data.action.history')}
              </Link>
            )}
            {canDelete && (
              <button type="button" className="button button--danger-text" onClick={onDelete}>
                {t('data.action.delete')}
              </button>
            )}
          </DocActions>
        )}
      </header>
      <Gallery images={doc.ImgArray} title={title} />
      <FieldList doc={doc} fields={fields} onDeclare={onDeclare} {...(kept ? { kept } : {})} />
    </article>
  );
}
