import type { PublicCollection } from '@colmena/shared';
import type { CardConfig, UpdateCollectionPayload } from '@colmena/shared/schemas';
import {
  type FieldForm,
  fieldDefinitions,
  fieldFormProblems,
  fieldForms,
} from '../../fieldDefinitions/fieldsForm';
import { sameValue } from './dirty';
import { type FilterRow, rowsOf, storedQueryOf } from './filterRows';

export type SortDir = 'asc' | 'desc';

/** The card fields the settings edit; other cardConfig fields (width, inHeader…) are kept as they are. */
export interface CardForm {
  /** Title field (value1), then the field shown next (value3): the card's field order. */
  value1: string;
  value3: string;
  iconColor: string;
  elementName: string;
}

/** A collection definition as its editor holds it: text as typed, levels as select values. */
export interface CollectionForm {
  name: string;
  mainName: string;
  mainNameSingular: string;
  mainSortField: string;
  mainSortDir: SortDir;
  secondaryCollection: string;
  secondaryName: string;
  secondaryNameSingular: string;
  secondarySortField: string;
  secondarySortDir: SortDir;
  ownerField: string;
  /** '' not set, 'public', or a level as text. */
  lvlView: string;
  lvlCreate: number;
  lvlEdit: number;
  lvlDelete: number;
  card: CardForm;
  secCard: CardForm;
  mainQuery: FilterRow[];
  mainFilter: FilterRow[];
  secondaryQuery: FilterRow[];
  /** The declared fields of its documents and of their journals. */
  fields: FieldForm[];
  secondaryFields: FieldForm[];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function cardForm(config: CardConfig | undefined): CardForm {
  return {
    value1: text(config?.value1),
    value3: text(config?.value3),
    iconColor: text(config?.iconColor),
    elementName: text(config?.elementName),
  };
}

export function collectionForm(def: PublicCollection): CollectionForm {
  return {
    name: def.name,
    mainName: def.mainName ?? '',
    mainNameSingular: def.mainNameSingular ?? '',
    mainSortField: def.mainSortField,
    mainSortDir: def.mainSortDir,
    secondaryCollection: def.secondaryCollection ?? '',
    secondaryName: def.secondaryName ?? '',
    secondaryNameSingular: def.secondaryNameSingular ?? '',
    secondarySortField: def.secondarySortField,
    secondarySortDir: def.secondarySortDir,
    ownerField: def.ownerField ?? '',
    lvlView: def.lvlView === undefined ? '' : String(def.lvlView),
    lvlCreate: def.lvlCreate,
    lvlEdit: def.lvlEdit,
    lvlDelete: def.lvlDelete,
    card: cardForm(def.cardConfig),
    secCard: cardForm(def.secCardConfig),
    mainQuery: rowsOf(def.mainQuery),
    mainFilter: rowsOf(def.mainFilter),
    secondaryQuery: rowsOf(def.secondaryQuery),
    fields: fieldForms(def.fields),
    secondaryFields: fieldForms(def.secondaryFields),
  };
}

/** What the editor would refuse to send, by field (the server's rules, checked first). */
export type CollectionFormProblem = 'name' | 'mainSortField' | 'secondarySortField' | 'fields';

export function collectionFormProblems(form: CollectionForm): CollectionFormProblem[] {
  const problems: CollectionFormProblem[] = [];
  if (form.name.trim() === '') problems.push('name');
  if (form.mainSortField.trim() === '') problems.push('mainSortField');
  if (form.secondarySortField.trim() === '') problems.push('secondarySortField');
  if (fieldFormProblems(form.fields).size > 0 || fieldFormProblems(form.secondaryFields).size > 0)
    problems.push('fields');
  return problems;
}

const clearableText = [
  'mainName',
  'mainNameSingular',
  'secondaryName',
  'secondaryNameSingular',
  'ownerField',
] as const;

/** The card config to store: the saved one with the edited fields set (blank removes), or null when empty. */
function nextCard(saved: CardConfig | undefined, form: CardForm): CardConfig | null {
  const next: Record<string, unknown> = { ...(saved ?? {}) };
  for (const [name, value] of Object.entries(form)) {
    if (value.trim() === '') delete next[name];
    else next[name] = value.trim();
  }
  return Object.keys(next).length === 0 ? null : (next as CardConfig);
}

/**
 * `collection.update`'s changes: only what differs from the saved definition; a blank optional
 * field clears it (null). The secondary collection is only ever added (the server refuses to
 * change one, which would strand its journals). Null when nothing changed.
 */
export function collectionChanges(
  def: PublicCollection,
  saved: CollectionForm,
  draft: CollectionForm,
): UpdateCollectionPayload['changes'] | null {
  const changes: Record<string, unknown> = {};
  if (draft.name.trim() !== saved.name.trim()) changes.name = draft.name.trim();
  for (const field of clearableText) {
    if (draft[field].trim() !== saved[field].trim()) changes[field] = draft[field].trim() || null;
  }
  for (const field of ['mainSortField', 'secondarySortField'] as const) {
    if (draft[field].trim() !== saved[field].trim()) changes[field] = draft[field].trim();
  }
  for (const field of ['mainSortDir', 'secondarySortDir', 'lvlCreate', 'lvlEdit', 'lvlDelete'] as const) {
    if (draft[field] !== saved[field]) changes[field] = draft[field];
  }
  if (!saved.secondaryCollection && draft.secondaryCollection.trim() !== '')
    changes.secondaryCollection = draft.secondaryCollection.trim();
  if (draft.lvlView !== saved.lvlView)
    changes.lvlView =
      draft.lvlView === '' ? null : draft.lvlView === 'public' ? 'public' : Number(draft.lvlView);
  if (!sameValue(draft.card, saved.card)) changes.cardConfig = nextCard(def.cardConfig, draft.card);
  if (!sameValue(draft.secCard, saved.secCard))
    changes.secCardConfig = nextCard(def.secCardConfig, draft.secCard);
  for (const field of ['mainQuery', 'mainFilter', 'secondaryQuery'] as const) {
    const next = storedQueryOf(draft[field]);
    if (!sameValue(next, storedQueryOf(saved[field]))) changes[field] = next;
  }
  for (const field of ['fields', 'secondaryFields'] as const) {
    const next = fieldDefinitions(draft[field]);
    if (!sameValue(next, fieldDefinitions(saved[field]))) changes[field] = next.length === 0 ? null : next;
  }
  return Object.keys(changes).length === 0 ? null : (changes as UpdateCollectionPayload['changes']);
}
