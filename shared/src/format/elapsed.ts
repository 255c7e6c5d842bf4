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
