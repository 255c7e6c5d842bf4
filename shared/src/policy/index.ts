export {
  grantableLevels,
  isClientRol,
  isStaff,
  type ManagedAccount,
  mayAssignLevel,
  mayManageAccount,
  type NamedLevel,
  namedLevelOf,
  namedLevels,
  namedLevelValue,
  staffLevelOf,
} from './accountRules';
export {
  actorOfCaller,
  type Caller,
  type CommandActor,
  type SignedInCaller,
  signedInCaller,
  type VisitorCaller,
  viewerOfCaller,
  visitorCaller,
} from './caller';
export {
  type CollectionAccess,
  type CollectionAudience,
  collectionAccess,
  isCollectionVisible,
  isPublicCollection,
  keepInCompanyFilter,
  type OwnerWhere,
  ownerWhere,
} from './collections';
export { canEditWidgets, canSeeAdminIcons, canSeeChatIcon, canSeePeopleList } from './icons';
export { levels } from './levels';
export {
  companyVersionCollection,
  companyVersionDoc,
  deletedCopyReads,
  type FixedCollectionName,
  type FixedCollectionRules,
  fixedCollections,
  fixedReadRule,
  isDeletedCopyName,
  type ReadAsk,
  type ReadCompany,
  type ReadDecision,
  type ReadFacts,
  type ReadRule,
  type SystemCollection,
} from './rulebook';
export { canUseTrash, mayRestoreIn, trashReads } from './trash';
export { anonymousViewer, type Viewer } from './viewer';
export { isWidgetVisible, type WidgetAudience } from './widgets';
export {
  canCreateIn,
  canDeleteDocument,
  canEditDocument,
  canMoveDocument,
  withOwner,
} from './writeAbilities';
export {
  clientWriteRank,
  reachesLevel,
  staffWriteLevel,
  type WriteAction,
  type WriteLevelFields,
  writeLevel,
  writeRank,
} from './writeLevels';
export {
  canWrite,
  contactCommandPrefix,
  isContactCommandType,
  mayWriteIn,
  type WriteActor,
  type WriteKind,
  type WriteTarget,
  writeActionOf,
} from './writePolicy';
export {
  areaKey,
  type CollectionArea,
  collectionArea,
  deletedSuffix,
  type FixedWritableCollection,
  fixedWritableCollections,
  systemCollections,
  type WriteDefinition,
} from './writePolicyArea';
