/** The native controls whose text Chromium draws in the browser's own locale, not the page's. */
export type NativeDateType = 'date' | 'datetime-local' | 'time';

const dayPattern = /^(\d{4,6})-(\d{2})-(\d{2})$/;
const dayTimePattern = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const timePattern = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * What a native date, date-time or time control holds (its `value`, always ISO-shaped), read
 * the way the data screens print dates (shared/src/format/date: es-ES, "15/03/2026, 09:30",
 * 24-hour clock) whatever the browser's locale. Null for an empty or unreadable value: the
 * control then says what to type instead (its placeholder).
 */
export function nativeDateReading(type: NativeDateType, value: string): string | null {
  if (type === 'date') {
    const day = dayPattern.exec(value);
    return day ? `${day[3]}/${day[2]}/${day[1]}` : null;
  }
  if (type === 'datetime-local') {
    const moment = dayTimePattern.exec(value);
    return moment ? `${moment[3]}/${moment[2]}/${moment[1]}, ${moment[4]}:${moment[5]}` : null;
  }
  const time = timePattern.exec(value);
  return time ? `${time[1]}:${time[2]}` : null;
}
