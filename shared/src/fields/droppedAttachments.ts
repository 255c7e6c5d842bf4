import type { FieldDefinition } from './fieldDefinition';

type Doc = Readonly<Record<string, unknown>>;

/** An item an attachment field held before a save and no attachment field of the document holds after it. */
export interface DroppedAttachment {
  /** The declared field that held it. */
  field: string;
  /** The item as stored: an image's or a signature's link, a file's `{name, url}`. */
  item: string | Readonly<Record<string, unknown>>;
  /** Where the file is: what names its upload. */
  url: string;
}

/** The field types whose values point at uploads: image and file lists, a signature's PNG. */
export const attachmentFieldTypes: ReadonlySet<string> = new Set(['image', 'file', 'signature']);

/** The links an attachment field's value holds, each with the item as stored. */
type Held = Pick<DroppedAttachment, 'item' | 'url'>;

function itemsOf(type: string, value: unknown): Held[] {
  // A signature holds one link, not a list (checkFieldValue).
  if (type === 'signature')
    return typeof value === 'string' && value !== '' ? [{ item: value, url: value }] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Held[] => {
    if (typeof item === 'string') return item === '' ? [] : [{ item, url: item }];
    const url = typeof item === 'object' && item !== null ? (item as { url?: unknown }).url : undefined;
    return typeof url === 'string' && url !== '' ? [{ item: item as Record<string, unknown>, url }] : [];
  });
}

/**
 * What a save takes out of a document's declared attachment fields (image, file, signature):
 * each link held before and held by none of those fields after (a photo moved from one field to
 * another stays; a signature drawn again or cleared drops its old PNG). With no `after` (an
 * erasure), every link the document held. The uploads these name are the ones a save leaves
 * without their document (features/files).
 */
export function droppedAttachments(
  fields: readonly Pick<FieldDefinition, 'key' | 'type'>[],
  before: Doc | null,
  after: Doc | null,
): DroppedAttachment[] {
  const declared = fields.filter((field) => attachmentFieldTypes.has(field.type));
  if (!before || declared.length === 0) return [];
  const kept = new Set(
    declared.flatMap((field) => itemsOf(field.type, after?.[field.key]).map(({ url }) => url)),
  );
  const seen = new Set<string>();
  const dropped: DroppedAttachment[] = [];
  for (const field of declared)
    for (const { item, url } of itemsOf(field.type, before[field.key])) {
      if (kept.has(url) || seen.has(url)) continue;
      seen.add(url);
      dropped.push({ field: field.key, item, url });
    }
  return dropped;
}
