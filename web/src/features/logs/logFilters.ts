/** Spec §2: `/logs/{documentid}/{userid}`, where `false` means "any" (`/logs/false/false` = all logs). */
export interface LogFilters {
  /** FireId of the document written. */
  document: string | null;
  /** uid of the user who wrote. */
  user: string | null;
}

const anyValue = 'false';

export function filtersFromParams(documentid: string | undefined, userid: string | undefined): LogFilters {
  return { document: fromParam(documentid), user: fromParam(userid) };
}

/** The screen's address for a set of filters, each segment encoded (ids are path segments). */
export function logsPath({ document, user }: LogFilters): string {
  return `/logs/${toParam(document)}/${toParam(user)}`;
}

export function hasFilters(filters: LogFilters): boolean {
  return filters.document !== null || filters.user !== null;
}

function fromParam(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === anyValue ? null : trimmed;
}

function toParam(value: string | null): string {
  return value === null ? anyValue : encodeURIComponent(value);
}
