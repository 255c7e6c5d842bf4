import fontkit from '@pdf-lib/fontkit';

/**
 * fontkit, but a font's bytes are parsed once per process, not once per PDF: pdf-lib parses the
 * font it embeds every time (150 ms for DejaVu's two faces), and the bytes are the same cached
 * array each time (pdfFonts.ts). A parsed font is only read from; each PDF makes its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

function parsedFont(bytes: Uint8Array): ReturnType<typeof fontkit.create> {
  let font = parsedFonts.get(bytes);
  if (!font) {
    font = fontkit.create(bytes);
    parsedFonts.set(bytes, font);
  }
  return font;
}

export const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    return parsedFont(bytes);
  },
};
