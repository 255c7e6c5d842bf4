import type { UploadOwner } from '@colmena/shared/files';
import type { GeneratedSources } from '../generatedFiles/generatedFileRecord';

/** What the widget asked for, its query placed as a widget query is (the route's collection, the document on screen). */
export interface ExportPlacement {
  widgetId: string;
  collKey?: string;
  documentId?: string;
}

/** A generated file before it is stored: its bytes, its name, what it belongs to and was made from. */
export interface GeneratedFile {
  bytes: Uint8Array;
  /** Shown and downloaded as ("Listado de proyectos.pdf"). */
  name: string;
  extension: 'pdf' | 'pptx';
  mime: string;
  owner: UploadOwner;
  sources: GeneratedSources;
}

/** Progress of a long generation, 0 to 1. */
export type OnProgress = (fraction: number) => void;

/** A file name from a title: what a file system refuses taken out, at most 120 characters. */
export function fileNameOf(title: string, extension: string): string {
  const base = Array.from(title, (char) =>
    char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? ' ' : char,
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'informe'}.${extension}`;
}
