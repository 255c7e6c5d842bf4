/**
 * Spec §4: a task is shown only while its landing time has passed and its expiry has not
 * (landed_at ≤ now < expires_on). Dates arrive as ISO text, epoch ms or Date (dateValueSchema).
 */
export function toMillis(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** A task as read: only its two instants matter here. */
export type TaskTimes = Readonly<Record<string, unknown>> & { landed_at?: unknown; expires_on?: unknown };

/** Is the task inside its window at `now`? A task without a readable expiry is never shown. */
export function isTaskShown(task: TaskTimes, now: number): boolean {
  const expires = toMillis(task.expires_on);
  if (expires === null || now >= expires) return false;
  const landed = toMillis(task.landed_at);
  return landed === null || landed <= now;
}

/**
 * The next instant after `now` at which some task enters or leaves its window, so a client
 * can look again exactly then instead of waiting for the periodic re-query. null: none.
 */
export function nextTaskChange(tasks: readonly TaskTimes[], now: number): number | null {
  let next: number | null = null;
  for (const task of tasks) {
    for (const at of [toMillis(task.landed_at), toMillis(task.expires_on)]) {
      if (at !== null && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
