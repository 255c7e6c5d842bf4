import { recordName } from './deletedCopy';

type Doc = Readonly<Record<string, unknown>>;

/** One line of a collection's trash: a deleted project (with the journals it took) or journal. */
export interface TrashItem {
  id: string;
  role: 'main' | 'secondary';
  /** The copy as stored (its fields, the delete's marks). */
  doc: Doc;
  name: string | null;
  /** The uid that deleted it (or moved it here), when recorded. */
  deletedBy: string | null;
  /** ISO time of the delete, when recorded (copies made before it was, have none). */
  deletedAt: string | null;
  /** A journal's project id. */
  projectId: string | null;
  /** Journals deleted with this project: its restore brings them back too. */
  journals: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (doc: Doc): string => text(doc.FireId) ?? '';

function item(doc: Doc, role: TrashItem['role'], journals: number): TrashItem {
  return {
    id: idOf(doc),
    role,
    doc,
    name: recordName(doc),
    deletedBy: text(doc.deletedBy) ?? text(doc.movedBy),
    deletedAt: text(doc.deletedAt),
    projectId: role === 'secondary' ? text(doc.ProjectId) : null,
    journals,
  };
}

/** Newest delete first; copies without a time after those with one; then by id, stable. */
function newestFirst(a: TrashItem, b: TrashItem): number {
  if (a.deletedAt !== b.deletedAt) {
    if (a.deletedAt === null) return 1;
    if (b.deletedAt === null) return -1;
    return a.deletedAt < b.deletedAt ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The trash of one collection definition from its two Deleted copies: every deleted project,
 * counting the journals its delete took along (they come back with it, so they are not listed
 * on their own), and every journal deleted on its own, in one list, newest delete first.
 */
export function trashItems(projects: readonly Doc[], journals: readonly Doc[]): TrashItem[] {
  const projectIds = new Set(projects.map(idOf));
  const taken = new Map<string, number>();
  const alone: Doc[] = [];
  for (const journal of journals) {
    const owner = text(journal.deletedWith);
    if (owner !== null && projectIds.has(owner)) taken.set(owner, (taken.get(owner) ?? 0) + 1);
    else alone.push(journal);
  }
  return [
    ...projects.map((doc) => item(doc, 'main', taken.get(idOf(doc)) ?? 0)),
    ...alone.map((doc) => item(doc, 'secondary', 0)),
  ].sort(newestFirst);
}
