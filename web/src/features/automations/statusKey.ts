const statuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled', 'skipped'] as const;

/** The catalogue key of a run's or step's status. */
export function statusKey(status: string) {
  const known = (statuses as readonly string[]).includes(status)
    ? (status as (typeof statuses)[number])
    : 'queued';
  return `automations.status.${known}` as const;
}
