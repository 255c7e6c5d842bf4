/**
 * The `{X}Deleted` copy of a document (spec §3: "Deleted copies go to a collection named after
 * the original plus Deleted, with deletedBy"): the document's own fields plus the marks below,
 * which a restore takes off again so the document comes back exactly as it was.
 */

type Doc = Readonly<Record<string, unknown>>;

/**
 * What a delete adds: who (`deletedBy`, spec §3), when (`deletedAt`, ISO time of the command)
 * and, on the journals a project's delete took along, that project (`deletedWith`), so its
 * restore brings back those journals and not ones deleted on their own before.
 */
export interface DeletedMarks {
  deletedBy: string;
  deletedAt: string;
  deletedWith?: string;
}

export const deletedMarkFields = ['deletedBy', 'deletedAt', 'deletedWith'] as const;

export function deletedMarks(by: string, at: string, withProject?: string): DeletedMarks {
  return withProject === undefined
    ? { deletedBy: by, deletedAt: at }
    : { deletedBy: by, deletedAt: at, deletedWith: withProject };
}

/** The document as it was before its delete: the copy without the delete's marks. */
export function restoredData(copy: Doc): Record<string, unknown> {
  const data: Record<string, unknown> = { ...copy };
  for (const field of deletedMarkFields) delete data[field];
  return data;
}

/** What names a record in the log and the trash: its Name, when it has a non-blank one. */
export function recordName(doc: Doc): string | null {
  return typeof doc.Name === 'string' && doc.Name.trim() !== '' ? doc.Name : null;
}
