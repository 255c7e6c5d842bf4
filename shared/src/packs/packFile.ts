import type { Language } from '../api/company';
import { localizePack } from './localizePack';
import { maxPackBytes, type Pack, packSchema } from './packSchema';

/** Both languages a pack file must read well in (spec §1: the product is in Spanish and English). */
export const packLanguages: readonly Language[] = ['es', 'en'];

export type PackFileCheck =
  | { ok: true; file: Record<string, unknown>; packs: Record<Language, Pack> }
  | { ok: false; problem: string };

/**
 * A pack file as found in the repo, exported by the store creator or picked by an admin: JSON
 * text or its parsed value, at most maxPackBytes, a valid pack in each language.
 */
export function checkPackFile(input: unknown): PackFileCheck {
  let file: unknown = input;
  if (typeof input === 'string') {
    if (input.length > maxPackBytes) return { ok: false, problem: `bigger than ${maxPackBytes} bytes` };
    try {
      file = JSON.parse(input);
    } catch {
      return { ok: false, problem: 'not JSON' };
    }
  }
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    return { ok: false, problem: 'not a pack' };
  const size = JSON.stringify(file).length;
  if (size > maxPackBytes) return { ok: false, problem: `bigger than ${maxPackBytes} bytes` };
  const packs: Partial<Record<Language, Pack>> = {};
  for (const language of packLanguages) {
    const parsed = packSchema.safeParse(localizePack(file, language));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return { ok: false, problem: `${issue?.message ?? 'not a pack'}${where} (${language})` };
    }
    packs[language] = parsed.data;
  }
  const { es, en } = packs as Record<Language, Pack>;
  if (es.id !== en.id || es.version !== en.version)
    return { ok: false, problem: 'id and version must be the same in both languages' };
  return { ok: true, file: file as Record<string, unknown>, packs: { es, en } };
}

/** What a pack installs, for the store's card and the install dialog. */
export interface PackContents {
  collections: string[];
  widgets: string[];
  colors: number;
  shortcuts: number;
  documents: number;
}

export function packContents(pack: Pack): PackContents {
  return {
    collections: pack.collections.map((def) => def.name),
    widgets: pack.widgets.map((widget) =>
      typeof widget.widget.title === 'string' ? widget.widget.title : widget.docId,
    ),
    colors: Object.keys(pack.colors).length,
    shortcuts: pack.widgetsMenu.length,
    documents: pack.documents.length,
  };
}
