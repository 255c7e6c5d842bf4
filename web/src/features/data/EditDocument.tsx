import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';
import { isOtherField } from './declaredFields';
import { EditForm } from './EditForm';
import { draftFromDoc } from './editDraft';
import { useDataCommand } from './useDataCommand';

interface Props {
  title: string;
  back: { to: string; label: string };
  collection: string;
  doc: StoredDoc;
  onDone(): void;
  /** The collection's declared fields for this document (issue 12 point 1). */
  declared?: readonly FieldDefinition[];
  /** Keys the collection keeps for itself (keptFields): neither edited nor removed here. */
  kept?: readonly string[];
}

/**
 * The edit view of a project or journal: one merge of the fields that changed, with the
 * removal of the ones taken out or emptied (spec §4 "merge by default"; replace stays a
 * command for automations, never a choice put to people).
 */
export function EditDocument({ title, back, collection, doc, onDone, declared = [], kept = [] }: Props) {
  const t = useT();
  const send = useDataCommand();
  // The form starts from the document as it was when editing began; live changes don't overwrite typing.
  const [initial] = useState(() =>
    draftFromDoc(doc).filter((field) => isOtherField(field.name, declared, kept)),
  );
  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <EditForm
        initial={initial}
        original={doc}
        declared={declared}
        kept={kept}
        submitLabel={t('data.edit.save')}
        onCancel={onDone}
        uploadOwner={{ collection, docId: doc.FireId }}
        onSubmit={async ({ data, remove }, group) => {
          const payload = { collection, docId: doc.FireId, data, ...(remove.length > 0 ? { remove } : {}) };
          const result = await send('document.merge', payload, 'data.edit.saved', group);
          if (result === null) return false;
          onDone();
          return true;
        }}
      />
    </div>
  );
}
