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
export { anonymousViewer, type Viewer } from './viewer';
export { isWidgetVisible, type WidgetAudience } from './widgets';
