/** An uploaded file as a file field stores it. */
export interface StoredFile {
  name: string;
  url: string;
}

/** The image links of an image field's value; anything else there is left out. */
export const imageLinks = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/** The files of a file field's value; anything else there is left out. */
export const storedFiles = (value: unknown): StoredFile[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is StoredFile =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as StoredFile).name === 'string' &&
          typeof (item as StoredFile).url === 'string',
      )
    : [];

/** A list after one item is taken out: null when nothing is left (a cleared field). */
export function withoutItem<T>(items: readonly T[], at: number): T[] | null {
  const left = items.filter((_, i) => i !== at);
  return left.length === 0 ? null : left;
}

/** A stored link a page may open: http(s) or a path of this site, never a script. */
export const openableLink = (url: string): string | undefined =>
  /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
