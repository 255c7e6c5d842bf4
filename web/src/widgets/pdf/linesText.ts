/** A list of field names as the editors' text areas hold them: one per line. */
export function linesToText(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join('\n') : '';
}

/** Lines back to names; blank lines dropped, each trimmed. */
export function textToLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
