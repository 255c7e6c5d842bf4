import type { Language } from '@colmena/shared';
import { checkPackFile, type Pack, type PackInstallRecord, packRecordSchema } from '@colmena/shared/packs';

/** One pack as the store shows it: where it comes from, its content in each language, whether it is installed. */
export interface StoreEntry {
  id: string;
  source: 'bundled' | 'private';
  /** Null for an installed pack whose file is no longer in the store: it can only be uninstalled. */
  packs: Record<Language, Pack> | null;
  /** The name the record keeps (shown when there is no file). */
  name: string;
  installed: PackInstallRecord | null;
  /** The file did not check (a private file saved by an older version, say): why. */
  problem: string | null;
}

export interface StoreEntries {
  bundled: StoreEntry[];
  private: StoreEntry[];
}

/**
 * The store's two lists: the packs shipped with Colmena and the company's own (files saved with
 * pack.save, and installs whose file is gone), each with its install record from `packs/{id}`.
 */
export function storeEntries(
  bundledFiles: readonly unknown[],
  records: readonly { FireId: string; [field: string]: unknown }[],
): StoreEntries {
  const parsed = new Map(
    records.flatMap((doc) => {
      const record = packRecordSchema.safeParse(doc);
      return record.success ? [[doc.FireId, record.data] as const] : [];
    }),
  );
  const bundled: StoreEntry[] = bundledFiles.flatMap((file) => {
    const checked = checkPackFile(file);
    if (!checked.ok) return [];
    const { id, name } = checked.packs.en;
    return [
      {
        id,
        source: 'bundled',
        packs: checked.packs,
        name,
        installed: parsed.get(id)?.installed ?? null,
        problem: null,
      },
    ];
  });
  const bundledIds = new Set(bundled.map((entry) => entry.id));
  const own: StoreEntry[] = [];
  for (const [id, record] of parsed) {
    if (record.file === undefined && (bundledIds.has(id) || !record.installed)) continue;
    const checked = record.file === undefined ? null : checkPackFile(record.file);
    own.push({
      id,
      source: 'private',
      packs: checked?.ok ? checked.packs : null,
      name: checked?.ok ? checked.packs.en.name : (record.name ?? id),
      installed: record.installed ?? null,
      problem: checked && !checked.ok ? checked.problem : null,
    });
  }
  own.sort((a, b) => a.name.localeCompare(b.name));
  return { bundled, private: own };
}
