/**
 * What an input typed last and what it handed its form for that text. While the form's value is
 * still what the draft gave, the input keeps showing the text as typed ("12," stays "12,");
 * once the value changes from outside (a reset, another device), the input shows the value.
 */
export interface Draft {
  text: string;
  sent: unknown;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The text an input shows for `value`, given its last draft. */
export function draftText(value: unknown, draft: Draft | null, toText: (value: unknown) => string): string {
  if (draft && sameValue(draft.sent, value ?? null)) return draft.text;
  return toText(value);
}
