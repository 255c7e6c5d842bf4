/** What one may change on one's own contact from the profile (the agenda's self-editable fields). */
export interface OwnDetails {
  Name: string;
  Surname: string;
  phone: string;
  ImgUrl: string;
}

/**
 * The fields of `next` that differ from `saved`, trimmed (a blank clears the field), or null
 * when nothing changed: the command then carries only what the person changed.
 */
export function ownDetailsChanges(saved: OwnDetails, next: OwnDetails): Partial<OwnDetails> | null {
  const changes: Partial<OwnDetails> = {};
  for (const key of ['Name', 'Surname', 'phone', 'ImgUrl'] as const) {
    const value = next[key].trim();
    if (value !== saved[key].trim()) changes[key] = value;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
