export { agendaRules } from './agenda';
export { colorsRules } from './colors';
export { commandsRules } from './commands';
export { companyVersionCollection, companyVersionDoc, companyVersionRules } from './companyVersion';
export { adminReads, adminWrites, allow, refuse, signedInOnly, signedInReads } from './decisions';
export { withArrayContains, withEquals } from './forceClause';
export { logsRules } from './logs';
export { messagesRules } from './messages';
export { metaRules } from './meta';
export { packsRules } from './packs';
export {
  deletedCopyReads,
  type FixedCollectionName,
  fixedCollections,
  fixedReadRule,
  fixedWriteRules,
  isDeletedCopyName,
  isFixedCollection,
  isSystemCollection,
  type SystemCollection,
} from './registry';
export { tasksMessagesRules } from './tasksMessages';
export type {
  FixedCollectionRules,
  ReadAsk,
  ReadCompany,
  ReadDecision,
  ReadFacts,
  ReadRule,
  WriteRules,
} from './types';
export { widgetsRules } from './widgets';
