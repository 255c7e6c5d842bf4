import type { Language } from '../api/company';

export type MessageParams = Record<string, string | number>;

const rulesOf: Partial<Record<Language, Intl.PluralRules>> = {};
const pluralRules = (language: Language) => {
  rulesOf[language] ??= new Intl.PluralRules(language);
  return rulesOf[language];
};

/** The end of the brace group that opens at `open` (nested groups skipped), or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return -1;
}

/** `one {…} other {…}` → the texts by selector (`=0`, `one`, `other`...). */
function pluralOptions(body: string): Map<string, string> | null {
  const options = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!selector) return body.slice(at).trim() === '' ? options : null;
    const open = at + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return null;
    options.set(selector[1] ?? 'other', body.slice(open + 1, close));
    at = close + 1;
  }
  return options;
}

/**
 * A catalogue text with its params filled: `{name}` by the value; `{count, plural, one {# fila}
 * other {# filas}}` (the ICU plural form, `=N` exact matches first, `#` the count as given) by the language's plural rule, so Spanish says "1 fila" and "2 filas". A
 * placeholder without its param stays as written.
 */
export function fillText(text: string, language: Language, params?: MessageParams): string {
  if (!params) return text;
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(text, open);
    if (close < 0) break;
    out += text.slice(at, open);
    out += fillGroup(text.slice(open + 1, close), text.slice(open, close + 1), language, params);
    at = close + 1;
  }
  return out + text.slice(at);
}

function fillGroup(inner: string, whole: string, language: Language, params: MessageParams): string {
  const simple = /^(\w+)$/.exec(inner);
  if (simple) {
    const name = simple[1] ?? '';
    return name in params ? String(params[name]) : whole;
  }
  const plural = /^(\w+),\s*plural,(.*)$/s.exec(inner);
  const name = plural?.[1] ?? '';
  const options = plural ? pluralOptions(plural[2] ?? '') : null;
  if (!options || !(name in params)) return whole;
  const given = params[name] ?? '';
  // A count may come written already ("12.500"): its digits choose the form, and it shows as given.
  const value = typeof given === 'number' ? given : Number(given.replace(/[^\d-]/g, ''));
  const chosen =
    options.get(`=${value}`) ??
    options.get(pluralRules(language).select(value)) ??
    options.get('other') ??
    '';
  return fillText(chosen, language, params).replaceAll('#', String(given));
}
