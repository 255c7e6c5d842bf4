/**
 * The rulebook of the fixed collections (ARCHITECTURE §3): one entry per collection, each
 * declared in its own module beside this one. The server's read path (features/query) and the
 * write policy (writePolicy.ts, through collectionArea) both look a name up here; a new fixed
 * collection is one module plus one line below.
 */
import { agendaRules } from './agenda';
import { automationRunsRules, automationsRules } from './automations';
import { colorsRules } from './colors';
import { commandsRules } from './commands';
import { companyVersionRules } from './companyVersion';
import { adminReads } from './decisions';
import { exportJobsRules } from './exportJobs';
import { importsRules } from './imports';
import { logsRules } from './logs';
import { messagesRules } from './messages';
import { metaRules } from './meta';
import { packsRules } from './packs';
import { tasksMessagesRules } from './tasksMessages';
import type { FixedCollectionRules, ReadRule, WriteRules } from './types';
import { uploadsRules } from './uploads';
import { widgetsRules } from './widgets';

export const fixedCollections = {
  colors: colorsRules,
  widgets: widgetsRules,
  agenda: agendaRules,
  messages: messagesRules,
  tasksMessages: tasksMessagesRules,
  packs: packsRules,
  logs: logsRules,
  commands: commandsRules,
  meta: metaRules,
  companyVersion: companyVersionRules,
  uploads: uploadsRules,
  imports: importsRules,
  exportJobs: exportJobsRules,
  automations: automationsRules,
  automationRuns: automationRunsRules,
};

type Rulebook = typeof fixedCollections;
export type FixedCollectionName = keyof Rulebook;
/** Collections only the command runner writes (the audit trail and its counters): no command may. */
export type SystemCollection = {
  [K in FixedCollectionName]: Rulebook[K]['write'] extends 'runner' ? K : never;
}[FixedCollectionName];
/** Fixed collections with write rules of their own. */
export type FixedWritableCollection = Exclude<FixedCollectionName, SystemCollection>;

const names = Object.keys(fixedCollections) as FixedCollectionName[];

/** Own keys only: a collection named `constructor` or `__proto__` is no fixed collection. */
export const isFixedCollection = (name: string): name is FixedCollectionName =>
  Object.hasOwn(fixedCollections, name);

export const isSystemCollection = (name: string): name is SystemCollection =>
  isFixedCollection(name) && fixedCollections[name].write === 'runner';

export const systemCollections = names.filter(isSystemCollection);
export const fixedWritableCollections = names.filter(
  (name): name is FixedWritableCollection => !isSystemCollection(name),
);

/** The write rules of a fixed collection that has them. */
export const fixedWriteRules = (name: FixedWritableCollection): WriteRules => fixedCollections[name].write;

/** Spec §3: a deleted copy goes to the original's name plus this suffix. */
export const deletedSuffix = 'Deleted';

/**
 * The read rule the rulebook gives a collection name: its fixed collection's, level 100 for
 * any `{X}Deleted` copy (spec §3: deleted copies are for level 100), or null — then the
 * company's definitions decide, and a name nobody claims is refused by the read path.
 * Fixed names come first; deleted copies only after the definitions (a definition may name a
 * collection ending in "Deleted").
 */
export function fixedReadRule(name: string): ReadRule | null {
  if (!isFixedCollection(name)) return null;
  const rules: FixedCollectionRules = fixedCollections[name];
  return rules.read ?? null;
}

/** `{X}Deleted` for a non-empty X. */
export const isDeletedCopyName = (name: string): boolean =>
  name.endsWith(deletedSuffix) && name.length > deletedSuffix.length;

export const deletedCopyReads: ReadRule = adminReads;
