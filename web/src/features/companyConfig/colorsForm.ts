import type { Colors } from '@colmena/shared';
import { type CompanyColorsPayload, colorNameSchema, isHexColor } from '@colmena/shared/schemas';

/** One colour row as typed: its name and its hex value. */
export interface ColorRow {
  name: string;
  value: string;
}

export const colorRows = (colors: Colors): ColorRow[] =>
  Object.entries(colors).map(([name, value]) => ({ name, value }));

export type ColorRowProblem = 'badHex' | 'badName' | 'duplicate';

/** Why a row cannot be saved, by row; "Bad Hex" (spec §5) is shown before anything is sent. */
export function colorRowProblems(rows: readonly ColorRow[]): (ColorRowProblem | null)[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const name = row.name.trim();
    if (!colorNameSchema.safeParse(name).success) return 'badName';
    if (seen.has(name)) return 'duplicate';
    seen.add(name);
    return isHexColor(row.value.trim()) ? null : 'badHex';
  });
}

/** The colours the rows stand for (only valid ones), for the live preview. */
export function previewColors(rows: readonly ColorRow[]): Colors {
  const problems = colorRowProblems(rows);
  return Object.fromEntries(
    rows.flatMap((row, i) => (problems[i] === null ? [[row.name.trim(), row.value.trim()]] : [])),
  );
}

/**
 * `company.colors.set`: the colours changed or added, and null for each removed; null when
 * nothing changed or any row is wrong (nothing is sent then).
 */
export function colorsPayload(saved: Colors, rows: readonly ColorRow[]): CompanyColorsPayload | null {
  if (colorRowProblems(rows).some((problem) => problem !== null)) return null;
  const next = previewColors(rows);
  const colors: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(next)) if (saved[name] !== value) colors[name] = value;
  for (const name of Object.keys(saved)) if (!(name in next)) colors[name] = null;
  return Object.keys(colors).length === 0 ? null : { colors };
}

/** The 6-digit form a colour input needs (#abc → #aabbcc); black for anything else. */
export function colorInputValue(value: string): string {
  const hex = value.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(hex))
    return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return '#000000';
}
