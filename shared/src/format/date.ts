export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone, e.g. 'Europe/Madrid'; the runtime's own zone when absent. */
  timeZone?: string;
}

const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** es-ES day: "05/03/2026". Text that is not a date comes back unchanged. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, { ...day, timeZone: options.timeZone });
}

/** es-ES day and time: "05/03/2026, 14:07". */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, { ...day, ...time, timeZone: options.timeZone });
}

/** Building a formatter costs far more than using one (a table formats thousands of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-ES', options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
