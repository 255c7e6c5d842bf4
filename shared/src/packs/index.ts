export { canonicalJson, fingerprint } from './fingerprint';
export { isLocalizedText, type LocalizedText, localizeKey, localizePack } from './localizePack';
export { type PackSurroundings, packClashes } from './packClashes';
export {
  checkPackFile,
  type PackContents,
  type PackFileCheck,
  packContents,
  packLanguages,
} from './packFile';
export {
  discardPackPayloadSchema,
  type InstallPackInput,
  type InstallPackPayload,
  installPackPayloadSchema,
  type PackInstallRecord,
  type PackRecord,
  packInstallRecordSchema,
  packRecordSchema,
  savePackPayloadSchema,
  type UninstallPackPayload,
  uninstalledDocumentsChoices,
  uninstallPackPayloadSchema,
} from './packInstall';
export {
  maxPackBytes,
  maxPackDocuments,
  type Pack,
  type PackInput,
  packCollectionNames,
  packColorsSchema,
  packDocumentSchema,
  packFormat,
  packIdSchema,
  packSchema,
  packVersionSchema,
  packWidgetSchema,
} from './packSchema';
