import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { UploadTarget } from '../../fields/kitInputProps';
import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';
import { EditForm } from './EditForm';
import { type DraftField, draftFromSiblings } from './editDraft';
import { LoadingCards } from './LoadingCards';

interface Props {
  title: string;
  back: { to: string; label: string };
  /** Documents of the same collection, whose fields the new one is offered; null while loading. */
  siblings: readonly StoredDoc[] | null;
  /** Sends the new document; `group` names the form's snacks (a success clears its errors). */
  onCreate(data: Record<string, unknown>, group: string): Promise<boolean>;
  onCancel(): void;
  /** The collection's declared fields for the new document (issue 12 point 1). */
  declared?: readonly FieldDefinition[];
  /** The new document's id chosen up front: its declared attachments upload for it (pending). */
  pendingUpload?: UploadTarget;
}

/** The create page of a project or a journal: the form starts with the fields its siblings use. */
export function CreateDocumentView({
  title,
  back,
  siblings,
  onCreate,
  onCancel,
  declared = [],
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
          initial={template(siblings).filter((field) => !declared.some((d) => d.key === field.name))}
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

function template(siblings: readonly StoredDoc[]): DraftField[] {
  return draftFromSiblings(siblings);
}
