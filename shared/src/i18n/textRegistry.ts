import type { Language } from '../api/company';
import type { messagesEn } from './messagesEn';

/** Every key of every catalogue: one compile-time type (type-only, so no catalogue is bundled by it). */
export type MessageKey = keyof typeof messagesEn;

/**
 * The texts this process can show, by language. A page does not carry every catalogue: the app's
 * entry registers what its first screen shows (appTexts.ts), and each lazily loaded feature
 * registers its own catalogue from its chunk's entry module (`import '@colmena/shared/i18n/
 * chatTexts'`), so its texts arrive with its code. The server and the tests register all of them
 * (allTexts.ts). web/src/app/i18n/textsRegistered.test.ts checks that every chunk's texts are
 * registered before anything of it renders.
 */
const registered: Record<Language, Partial<Record<MessageKey, string>>> = { en: {}, es: {} };

/**
 * Registers a feature's catalogue in both languages. `es` must have exactly the keys of `en`
 * (each `*Es.ts` is typed `Record<keyof typeof xEn, string>`), and `en`'s keys must be keys of
 * messagesEn: a new catalogue is spread there (and in messagesEs) to join MessageKey.
 */
export function registerTexts<K extends MessageKey>(
  en: Record<K, string>,
  es: NoInfer<Record<K, string>>,
): void {
  Object.assign(registered.en, en);
  Object.assign(registered.es, es);
}

const reported = new Set<string>();

/**
 * The registered text of a key, or the key itself when its catalogue was never registered (a bug
 * the registration test catches; said once on the console rather than failing the page).
 */
export function registeredText(language: Language, key: MessageKey): string {
  const text = registered[language][key];
  if (text !== undefined) return text;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(
      `No text for '${key}': its catalogue is not registered (see shared/src/i18n/textRegistry.ts)`,
    );
  }
  return key;
}
