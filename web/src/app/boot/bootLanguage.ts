import { chooseLanguage, type Language } from '@colmena/shared';

/** Before the company is known there is only the browser to go by. */
export function bootLanguage(): Language {
  return chooseLanguage(typeof navigator === 'undefined' ? [] : navigator.languages, []);
}
