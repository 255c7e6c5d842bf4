import type { ListQueryRequest, StoredDoc } from '@colmena/shared';
import { useMemo } from 'react';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { contactOption, documentOption, type PickOption } from '../pickOptions';
import { type PickerList, SearchPicker } from './SearchPicker';

/** The agenda by name, as the people screens read it (the server hides whom the reader may not see). */
const agendaRequest: ListQueryRequest = { collection: 'agenda', orderBy: ['Name', 'asc'] };
/** A picker narrows by typing; this many documents is plenty to type into. */
const documentLimit = 2000;

function usePickerList(
  request: ListQueryRequest | null,
  toOption: (doc: StoredDoc) => PickOption,
): PickerList {
  const read = useQueryDocs(request);
  const options = useMemo(() => read.docs.map(toOption), [read.docs, toOption]);
  return { status: read.status, options, error: read.error, reload: read.reload };
}

/** A person of the company's agenda, by name; the value is their contact id. */
export function ContactInput(props: KitInputProps) {
  const list = usePickerList(agendaRequest, contactOption);
  return <SearchPicker {...props} list={list} />;
}

/** A document of the field's collection (a collection definition's key), by name; the value is its id. */
export function DocumentRefInput(props: KitInputProps) {
  const t = useT();
  const { company } = useSession();
  const collection = company.collections.find((c) => c.key === props.field.collection) ?? null;
  const request = useMemo<ListQueryRequest | null>(
    () =>
      collection
        ? {
            collection: collection.mainCollection,
            orderBy: [collection.mainSortField, collection.mainSortDir],
            limit: documentLimit,
          }
        : null,
    [collection],
  );
  const list = usePickerList(request, documentOption);
  if (!collection)
    return (
      <p id={props.id} className="form__error" aria-describedby={props.describedBy}>
        {t('fields.input.noCollection', { key: props.field.collection ?? '' })}
      </p>
    );
  return <SearchPicker {...props} list={list} />;
}
