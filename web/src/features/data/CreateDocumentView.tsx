import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { UploadTarget } from '../../fields/kitInputProps';
import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';
import { EditForm } from './EditForm';
import { type DraftField, defaultRequiredFields, draftFromSiblings } from './editDraft';
import { LoadingCards } from './LoadingCards';

interface Props {
  title: string;
  back: { to: string; label: string };
  /**
   * Documents of the same collection: where none are declared, their fields are offered to the new
   * one; null while loading.
   */
  siblings: readonly StoredDoc[] | null;
  /** Sends the new document; `group` names the form's snacks (a success clears its errors). */
  onCreate(data: Record<string, unknown>, group: string): Promise<boolean>;
  onCancel(): void;
  /** The collection's declared fields for the new document (issue 12 point 1). */
  declared?: readonly FieldDefinition[];
  /** Keys the collection keeps for itself (keptFields): not asked for. */
  kept?: readonly string[];
  /** The new document's id chosen up front: its declared attachments upload for it (pending). */
  pendingUpload?: UploadTarget;
}

/** The create page of a project or a journal: its declared fields, or else the fields its siblings use. */
export function CreateDocumentView({
  title,
  back,
  siblings,
  onCreate,
  onCancel,
  declared = [],
  kept = [],
  pendingUpload,
}: Props) {
  const t = useT();
  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      {siblings === null ? (
        <LoadingCards count={1} />
      ) : (
        <EditForm
          initial={template(siblings, declared, kept)}
          original={null}
          declared={declared}
          {...(pendingUpload ? { pendingUpload } : {})}
          submitLabel={t('data.create.submit')}
          onCancel={onCancel}
          onSubmit={({ data }, group) => onCreate(data, group)}
        />
      )}
    </div>
  );
}

/**
 * The new document's fields beside the declared ones. Where the collection declares its fields,
 * only a required one it leaves undeclared: a field one record holds does not become part of
 * every new record's form (issue 12, "adding a field to one project changes the form of the
 * whole collection"). Where nothing is declared, the fields its siblings use.
 */
function template(
  siblings: readonly StoredDoc[],
  declared: readonly FieldDefinition[],
  kept: readonly string[],
): DraftField[] {
  const others = draftFromSiblings(siblings).filter(
    (field) => !declared.some((d) => d.key === field.name) && !kept.includes(field.name),
  );
  return declared.length === 0
    ? others
    : others.filter((field) => defaultRequiredFields.includes(field.name));
}
