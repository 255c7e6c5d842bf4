const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Spec §9 elapsed time in Spanish, the two largest units only:
 * "2 días y 3 horas", "3 horas y 5 minutos", "5 minutos"; a zero second unit is left out ("1 día").
 * Counts whole units (rounded down); negative durations read as 0.
 */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  const days = Math.floor(total / day);
  const hours = Math.floor((total % day) / hour);
  const minutes = Math.floor((total % hour) / minute);
  if (days > 0) return join(plural(days, 'día', 'días'), hours, plural(hours, 'hora', 'horas'));
  if (hours > 0) return join(plural(hours, 'hora', 'horas'), minutes, plural(minutes, 'minuto', 'minutos'));
  return plural(minutes, 'minuto', 'minutos');
}

function join(first: string, secondCount: number, second: string): string {
  return secondCount > 0 ? `${first} y ${second}` : first;
}

const week = 7 * day;
/** Average Gregorian month and year, so "hace 21 meses" does not depend on which months passed. */
const year = 365.25 * day;
const month = year / 12;

/**
 * How long ago, as a whole Spanish phrase for "Creado el … hace …": "ahora mismo" under a
 * minute; the spec's forms (formatElapsed) under a week — "hace 2 días y 3 horas"; then one
 * unit, rounded down, as coarse as the distance allows: "hace 9 días", "hace 3 semanas",
 * "hace 5 meses", "hace 1 año" (12 whole months), "hace 21 meses" (under two years months say
 * more than "1 año"), "hace 3 años". A time in the future (a clock ahead) reads "ahora mismo".
 */
export function formatAgo(ms: number): string {
  const total = Number.isFinite(ms) ? ms : 0;
  if (total < minute) return 'ahora mismo';
  if (total < week) return `hace ${formatElapsed(total)}`;
  const days = Math.floor(total / day);
  if (days < 14) return `hace ${days} días`;
  const months = Math.floor(total / month);
  if (months < 1) return `hace ${Math.floor(total / week)} semanas`;
  if (months === 12) return 'hace 1 año';
  if (months < 24) return `hace ${plural(months, 'mes', 'meses')}`;
  return `hace ${Math.floor(total / year)} años`;
}
