/** Fields every document carries for the system, not for people: never listed or edited. */
const systemFields = new Set(['FireId', 'collection', 'deletedBy', 'movedBy']);

/** Shown elsewhere on the screen (the gallery, the journals count, the parent link). */
const placedFields = new Set(['ImgArray', 'JournalsCount', 'ProjectId']);

export function isSystemField(name: string): boolean {
  return systemFields.has(name);
}

/** The fields a person reads in a document's field list, in the document's own order. */
export function visibleFields(doc: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(doc).filter((name) => !systemFields.has(name) && !placedFields.has(name));
}

/** Fields listed first when present: the ones every company collection tends to have. */
const leading = ['Name'];

/** visibleFields with Name first, so lists and forms open with what names the document. */
export function orderedFields(doc: Readonly<Record<string, unknown>>): string[] {
  const fields = visibleFields(doc);
  const first = leading.filter((name) => fields.includes(name));
  return [...first, ...fields.filter((name) => !first.includes(name))];
}
