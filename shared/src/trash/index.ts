export {
  type DeletedMarks,
  deletedMarkFields,
  deletedMarks,
  recordName,
  restoredData,
} from './deletedCopy';
export { type TrashItem, trashItems } from './trashItems';
