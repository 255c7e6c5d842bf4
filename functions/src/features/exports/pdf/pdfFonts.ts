import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The typeface every PDF embeds: DejaVu Sans (regular and bold), committed beside this module
 * with its licence (fonts/LICENSE-DejaVu.txt: Bitstream Vera terms, free to redistribute). The
 * PDF standard fonts cover WinAnsi only and are not embedded; DejaVu covers Spanish (á é í ó ú
 * ü ñ ¿ ¡ €) and most of Latin, Greek and Cyrillic, and a fresh machine has no fonts to lend.
 */
export interface PdfFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

const fontNames = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/**
 * Where the font files are: beside this module when run from source (tests), beside the bundle
 * (functions/build.mjs copies them to dist/fonts and lib/fonts), or a chunk's parent folder.
 * EXPORT_FONTS_DIR overrides it.
 */
function fontsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.EXPORT_FONTS_DIR, join(here, 'fonts'), join(here, '..', 'fonts')].filter(
    (dir): dir is string => typeof dir === 'string' && dir !== '',
  );
  const found = candidates.find((dir) => existsSync(join(dir, fontNames.regular)));
  if (!found) throw new Error(`PDF fonts not found in ${candidates.join(', ')}`);
  return found;
}

let loaded: Promise<PdfFontFiles> | undefined;

/** The font files, read once per process (1.4 MB; each PDF embeds only the glyphs it uses). */
export function pdfFontFiles(): Promise<PdfFontFiles> {
  loaded ??= (async () => {
    const dir = fontsDir();
    const [regular, bold] = await Promise.all([
      readFile(join(dir, fontNames.regular)),
      readFile(join(dir, fontNames.bold)),
    ]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
