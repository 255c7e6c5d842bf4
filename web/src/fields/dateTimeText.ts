const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stored date-time (an ISO instant) as a `datetime-local` input shows it, in the browser's own
 * zone; seconds only when the value has them, so reading it back gives the same instant. A value
 * that is no date-time shows as nothing.
 */
export function dateTimeInputText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const at = new Date(time);
  const minutes = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return at.getSeconds() === 0 ? minutes : `${minutes}:${pad(at.getSeconds())}`;
}

/**
 * What a `datetime-local` input gives, stored as an ISO instant (UTC, 'Z'): a moment every reader
 * sees in their own zone. Empty is null; an incomplete text (no such input gives one) is kept
 * as typed for the field's check to refuse.
 */
export function dateTimeFromInput(text: string): string | null {
  if (text.trim() === '') return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/** `<input type="time">` shows seconds only with a step under a minute. */
export const timeInputStep = (value: unknown): number =>
  typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value) ? 1 : 60;
