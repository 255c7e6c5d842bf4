/**
 * What a report or a deck is made of, already read and formatted: the generators (PDF, PPTX)
 * only lay it out, so they are pure and tested on plain values.
 */

/** The company as its documents show it: name, primary colours, logo (PNG or JPEG bytes). */
export interface Branding {
  name: string;
  /** `#rrggbb`. */
  primary: string;
  onPrimary: string;
  logo: ReportImage | null;
}

export interface ReportImage {
  kind: 'png' | 'jpg';
  bytes: Uint8Array;
  /** Pixels, when known (the deck sizes its pictures by them). */
  width?: number;
  height?: number;
}

export interface ReportColumn {
  label: string;
  align: 'left' | 'right';
  /** Points; absent: from the text the column holds. */
  width?: number;
  bold?: boolean;
}

/** A table as text: every cell already formatted (Spanish numbers, money, dates). */
export interface ReportTable {
  columns: readonly ReportColumn[];
  rows: readonly (readonly string[])[];
  /** The totals row, when the report sums columns ('' where nothing is summed). */
  totals?: readonly string[];
}

/** One document as a report or a slide shows it. */
export interface ReportDocument {
  id: string;
  title: string;
  /** "Creado el 1 ene 2025", or ''. */
  subtitle: string;
  fields: readonly { label: string; value: string }[];
  images: readonly ReportImage[];
}
