import { type PDFFont, PDFHexString } from 'pdf-lib';

/** The parts of pdf-lib's subset embedder (CustomFontSubsetEmbedder) its own encodeText uses. */
interface SubsetEmbedder {
  font: { glyphForCodePoint(codePoint: number): { id: number } };
  subset: { includeGlyph(glyph: unknown): number };
  glyphs: unknown[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
  encodeText(text: string): PDFHexString;
}

function subsetEmbedder(font: PDFFont): SubsetEmbedder | null {
  const embedder = (font as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  const ok =
    typeof embedder?.font?.glyphForCodePoint === 'function' &&
    typeof embedder.subset?.includeGlyph === 'function' &&
    Array.isArray(embedder.glyphs) &&
    embedder.glyphIdMap instanceof Map &&
    typeof embedder.glyphCache?.invalidate === 'function';
  return ok ? (embedder as SubsetEmbedder) : null;
}

/**
 * Encodes text one character at a time, each character's glyph looked up once, instead of
 * pdf-lib's full OpenType layout (GSUB/GPOS) of every string drawn: a 1,000-row table drew in
 * 2.5 s, nearly all of it fontkit shaping. Reports are Latin text (Spanish), which needs no
 * shaping; widths are measured per character as well (pdfComposer's measurer), so what is drawn
 * is what was measured. Does the same bookkeeping as pdf-lib's subset embedder (the glyph joins
 * the subset, the ToUnicode map and the widths). A pdf-lib whose insides differ keeps its own.
 */
export function useCachedGlyphs(font: PDFFont): void {
  const embedder = subsetEmbedder(font);
  if (!embedder) return;
  const hexByChar = new Map<string, string>();
  embedder.encodeText = (text: string) => {
    let hex = '';
    for (const char of text.normalize('NFC')) {
      let code = hexByChar.get(char);
      if (code === undefined) {
        const glyph = embedder.font.glyphForCodePoint(char.codePointAt(0) ?? 0);
        const subsetId = embedder.subset.includeGlyph(glyph);
        embedder.glyphs[subsetId - 1] = glyph;
        embedder.glyphIdMap.set(glyph.id, subsetId);
        embedder.glyphCache.invalidate();
        code = subsetId.toString(16).padStart(4, '0').toUpperCase();
        hexByChar.set(char, code);
      }
      hex += code;
    }
    return PDFHexString.of(hex);
  };
}
