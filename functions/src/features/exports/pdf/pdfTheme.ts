import { type Color, type PDFFont, rgb } from 'pdf-lib';
import type { Measure } from './wrapText';

/** A4 in points. */
export const a4 = { width: 595.28, height: 841.89 };
export const margin = 40;
export const headerHeight = 54;
export const footerHeight = 28;
export const bodySize = 9;
export const lineGap = 2.6;
export const cellPadX = 4;
export const cellPadY = 3.5;
/** A cell's text past this is cut (with an ellipsis): a 16 MB cell would be thousands of pages. */
const maxCellChars = 4000;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export const ink = rgb(0.11, 0.12, 0.14);
export const muted = rgb(0.36, 0.39, 0.43);
export const stripe = rgb(0.95, 0.96, 0.97);
export const rule = rgb(0.8, 0.82, 0.85);

/** '#1565c0' → pdf-lib colour; anything else → the fallback. */
export function hexColor(hex: string | undefined, fallback: Color): Color {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex?.trim() ?? '');
  if (!match?.[1]) return fallback;
  const n = Number.parseInt(match[1], 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * Widths of text in a font at one size, per character (kerning is ignored: it only ever makes
 * a text narrower, so a wrapped line still fits). Measuring through the font for every word of
 * a 1,000-row table would lay each one out with fontkit; a character's width is looked up once.
 */
export function measurer(font: PDFFont, size: number): Measure {
  const widths = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const char of text) {
      let w = widths.get(char);
      if (w === undefined) {
        w = font.widthOfTextAtSize(char, 1000) / 1000;
        widths.set(char, w);
      }
      width += w;
    }
    return width * size;
  };
}

export function clip(text: string): string {
  return text.length > maxCellChars ? `${text.slice(0, maxCellChars)}…` : text;
}
