export { errorsEn } from './errorsEn';
export { errorsEs } from './errorsEs';
export { messagesEn } from './messagesEn';
export { messagesEs } from './messagesEs';
export {
  chooseLanguage,
  type MessageKey,
  type MessageParams,
  nextLanguage,
  supportedLanguages,
  translate,
} from './translate';
