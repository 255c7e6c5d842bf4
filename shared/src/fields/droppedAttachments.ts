import type { FieldDefinition } from './fieldDefinition';

type Doc = Readonly<Record<string, unknown>>;

/** An item an image or file field held before a save and no such field of the document holds after it. */
export interface DroppedAttachment {
  /** The declared field that held it. */
  field: string;
  /** The item as stored: an image's link, a file's `{name, url}`. */
  item: string | Readonly<Record<string, unknown>>;
  /** Where the file is: what names its upload. */
  url: string;
}

const attachmentTypes = new Set(['image', 'file']);

/** The links an image or file field's value holds, each with the item as stored. */
type Held = Pick<DroppedAttachment, 'item' | 'url'>;

function itemsOf(value: unknown): Held[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Held[] => {
    if (typeof item === 'string') return item === '' ? [] : [{ item, url: item }];
    const url = typeof item === 'object' && item !== null ? (item as { url?: unknown }).url : undefined;
    return typeof url === 'string' && url !== '' ? [{ item: item as Record<string, unknown>, url }] : [];
  });
}

/**
 * What a save takes out of a document's declared image and file fields: each link held before
 * and held by none of those fields after (a photo moved from one field to another stays). The
 * uploads these name are the ones a save leaves without their document (features/files).
 */
export function droppedAttachments(
  fields: readonly Pick<FieldDefinition, 'key' | 'type'>[],
  before: Doc | null,
  after: Doc | null,
): DroppedAttachment[] {
  const declared = fields.filter((field) => attachmentTypes.has(field.type));
  if (!before || declared.length === 0) return [];
  const kept = new Set(declared.flatMap((field) => itemsOf(after?.[field.key]).map(({ url }) => url)));
  const seen = new Set<string>();
  const dropped: DroppedAttachment[] = [];
  for (const field of declared)
    for (const { item, url } of itemsOf(before[field.key])) {
      if (kept.has(url) || seen.has(url)) continue;
      seen.add(url);
      dropped.push({ field: field.key, item, url });
    }
  return dropped;
}
