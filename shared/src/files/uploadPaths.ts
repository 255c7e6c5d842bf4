/**
 * Where an upload is stored: `uploads/<yyyy>/<mm>/<id>-<name>.<ext>`, the id its record's, the
 * name the client's file name made safe, the extension the sniffed type's (never the client's).
 * The id comes first so that the record of any stored path (the file or its thumbnail) is found
 * by id, without a query.
 */
export const uploadsFolder = 'uploads';

const maxNameLength = 60;

/**
 * A file name reduced to what is safe in a path and a URL: its extension dropped, accents
 * removed, anything but letters, digits, `_` and `-` turned into `-`, lower case, at most 60
 * characters; `file` when nothing is left.
 */
export function normaliseFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const safe = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, maxNameLength)
    .replace(/[-_]+$/g, '');
  return safe || 'file';
}

/** Ids of uploads: letters and digits only, so the first `-` of a stored name ends the id. */
const idPattern = /^[A-Za-z0-9]{1,64}$/;

/** An upload id from a generated document id (the store's are letters and digits already). */
export const uploadIdFrom = (generated: string): string => generated.replace(/[^A-Za-z0-9]/g, '');

export interface UploadPathParts {
  /** ISO-8601 time of the upload: its year and month (UTC) name the folders. */
  at: string;
  id: string;
  name: string;
  extension: string;
}

export function uploadPath({ at, id, name, extension }: UploadPathParts): string {
  if (!idPattern.test(id)) throw new Error(`not an upload id: ${id}`);
  const year = at.slice(0, 4);
  const month = at.slice(5, 7);
  if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(month)) throw new Error(`not an ISO time: ${at}`);
  return `${uploadsFolder}/${year}/${month}/${id}-${normaliseFileName(name)}.${extension}`;
}

const thumbnailSuffix = '.thumb.jpg';

/** The square thumbnail stored beside an image: `<path without extension>.thumb.jpg`. */
export function thumbnailPath(path: string): string {
  return `${path.replace(/\.[^./]*$/, '')}${thumbnailSuffix}`;
}

const storedPattern = /^uploads\/\d{4}\/\d{2}\/([A-Za-z0-9]+)-[^/]+$/;

/** The upload id of a stored path (the file or its thumbnail), or null for a path outside uploads. */
export function uploadIdOf(path: string): string | null {
  return storedPattern.exec(path)?.[1] ?? null;
}

/** True for any path under the uploads folder: such a file is served only through its record. */
export const isUploadPath = (path: string): boolean => path.startsWith(`${uploadsFolder}/`);
