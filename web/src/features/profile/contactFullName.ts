/** "Name Surname" of a contact, blank parts left out; '' when it has neither. */
export function contactFullName(contact: { Name?: string; Surname?: string } | null | undefined): string {
  return [contact?.Name, contact?.Surname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
