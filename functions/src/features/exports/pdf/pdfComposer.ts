import fontkit from '@pdf-lib/fontkit';
import { type Color, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import type { Branding, ReportImage, ReportTable } from '../report/reportModel';
import { useCachedGlyphs } from './cachedGlyphs';
import { pdfFontFiles } from './pdfFonts';
import { type Measure, printableText, wrapText } from './wrapText';

/**
 * fontkit, but a font's bytes are parsed once per process, not once per PDF: pdf-lib parses the
 * font it embeds every time (150 ms for DejaVu's two faces), and the bytes are the same cached
 * array each time (pdfFonts.ts). A parsed font is only read from; each PDF makes its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** A4 in points. */
const a4 = { width: 595.28, height: 841.89 };
const margin = 40;
const headerHeight = 54;
const footerHeight = 28;
const bodySize = 9;
const lineGap = 2.6;
const cellPadX = 4;
const cellPadY = 3.5;
/** A cell's text past this is cut (with an ellipsis): a 16 MB cell would be thousands of pages. */
const maxCellChars = 4000;

export type Orientation = 'portrait' | 'landscape';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** '#1565c0' → pdf-lib colour; anything else → the fallback. */
function hexColor(hex: string | undefined, fallback: Color): Color {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex?.trim() ?? '');
  if (!match?.[1]) return fallback;
  const n = Number.parseInt(match[1], 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const ink = rgb(0.11, 0.12, 0.14);
const muted = rgb(0.36, 0.39, 0.43);
const stripe = rgb(0.95, 0.96, 0.97);
const rule = rgb(0.8, 0.82, 0.85);

/**
 * Widths of text in a font at one size, per character (kerning is ignored: it only ever makes
 * a text narrower, so a wrapped line still fits). Measuring through the font for every word of
 * a 1,000-row table would lay each one out with fontkit; a character's width is looked up once.
 */
function measurer(font: PDFFont, size: number): Measure {
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

function clip(text: string): string {
  return text.length > maxCellChars ? `${text.slice(0, maxCellChars)}…` : text;
}

/**
 * Lays out a report on A4 pages with pdf-lib: every page gets the company's header (logo, name,
 * the report's title, a rule in its primary colour) and, once all are known, its footer (when
 * it was made, "Página n de N"). Text is wrapped to its box (wrapText), tables repeat their
 * heading row on each page and split a row too tall for what is left of a page, so nothing is
 * drawn past a margin.
 */
export class PdfComposer {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** The baseline-free cursor: the top of what is drawn next. */
  private y = 0;
  private readonly measureBody: Measure;
  private readonly measureBold: Measure;
  private readonly primary: Color;
  private readonly onPrimary: Color;
  private logo: PDFImage | null = null;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly size: { width: number; height: number },
    private readonly branding: Branding,
    private readonly title: string,
    private readonly generatedAt: string,
  ) {
    this.measureBody = measurer(fonts.regular, bodySize);
    this.measureBold = measurer(fonts.bold, bodySize);
    this.primary = hexColor(branding.primary, rgb(0.08, 0.4, 0.75));
    this.onPrimary = hexColor(branding.onPrimary, rgb(1, 1, 1));
  }

  static async create(options: {
    orientation: Orientation;
    branding: Branding;
    title: string;
    /** Already formatted ("26 nov 2026, 10:05"). */
    generatedAt: string;
  }): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    const files = await pdfFontFiles();
    const [regular, bold] = await Promise.all([
      doc.embedFont(files.regular, { subset: true }),
      doc.embedFont(files.bold, { subset: true }),
    ]);
    useCachedGlyphs(regular);
    useCachedGlyphs(bold);
    doc.setTitle(options.title);
    doc.setAuthor(options.branding.name);
    doc.setCreator('Colmena');
    doc.setLanguage('es-ES');
    const size = options.orientation === 'landscape' ? { width: a4.height, height: a4.width } : a4;
    const composer = new PdfComposer(
      doc,
      { regular, bold },
      size,
      options.branding,
      options.title,
      options.generatedAt,
    );
    composer.logo = await composer.embedImage(options.branding.logo);
    composer.newPage();
    return composer;
  }

  /** The width text may use between the margins. */
  get contentWidth(): number {
    return this.size.width - 2 * margin;
  }

  private get bottom(): number {
    return margin + footerHeight;
  }

  private async embedImage(image: ReportImage | null): Promise<PDFImage | null> {
    if (!image) return null;
    try {
      return image.kind === 'png'
        ? await this.doc.embedPng(image.bytes)
        : await this.doc.embedJpg(image.bytes);
    } catch {
      // An image its header calls PNG or JPEG but pdf-lib cannot read is left out, not the report.
      return null;
    }
  }

  newPage(): void {
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.pages.push(this.page);
    this.drawHeader();
    this.y = this.size.height - margin - headerHeight;
  }

  private drawHeader(): void {
    const top = this.size.height - margin;
    let x = margin;
    if (this.logo) {
      const scale = Math.min(34 / this.logo.height, 110 / this.logo.width, 1);
      const w = this.logo.width * scale;
      const h = this.logo.height * scale;
      this.page.drawImage(this.logo, { x, y: top - 36 + (36 - h) / 2, width: w, height: h });
      x += w + 10;
    }
    const nameSize = 13;
    const nameWidth = this.size.width - margin - x - 180;
    const name =
      wrapText(this.branding.name, Math.max(nameWidth, 60), measurer(this.fonts.bold, nameSize))[0] ?? '';
    this.page.drawText(name, { x, y: top - 24, size: nameSize, font: this.fonts.bold, color: this.primary });
    const titleLines = wrapText(this.title, 170, measurer(this.fonts.regular, 8)).slice(0, 2);
    titleLines.forEach((line, i) => {
      const w = measurer(this.fonts.regular, 8)(line);
      this.page.drawText(line, {
        x: this.size.width - margin - w,
        y: top - 16 - i * 10,
        size: 8,
        font: this.fonts.regular,
        color: muted,
      });
    });
    this.page.drawRectangle({
      x: margin,
      y: top - 44,
      width: this.contentWidth,
      height: 2,
      color: this.primary,
    });
  }

  /** Moves to a new page when `height` more does not fit on this one; true when it did. */
  private ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A wrapped paragraph in the body font (or bold), at `size`. */
  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: 'ink' | 'muted' | 'primary' } = {},
  ): void {
    const size = options.size ?? bodySize;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const measure =
      size === bodySize ? (options.bold ? this.measureBold : this.measureBody) : measurer(font, size);
    const color = options.color === 'muted' ? muted : options.color === 'primary' ? this.primary : ink;
    const lineHeight = size + lineGap + size * 0.15;
    for (const line of wrapText(clip(text), this.contentWidth, measure)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
  }

  /** A section heading in the primary colour, kept with at least three lines of what follows. */
  heading(text: string): void {
    this.ensure(14 + 3 * (bodySize + lineGap) + 8);
    this.space(6);
    this.text(text, { size: 12, bold: true, color: 'primary' });
    this.space(2);
  }

  /** Label and value pairs, the label in bold in a column of a third of the width. */
  fields(rows: readonly { label: string; value: string }[]): void {
    const labelWidth = Math.min(170, this.contentWidth / 3);
    this.table(
      {
        columns: [
          { label: '', align: 'left', width: labelWidth, bold: true },
          { label: '', align: 'left', width: this.contentWidth - labelWidth },
        ],
        rows: rows.map((row) => [row.label, row.value]),
      },
      { heading: false },
    );
  }

  /** Images two to a row, each scaled to fit half the width and at most 220 points high. */
  async images(images: readonly ReportImage[]): Promise<void> {
    const gap = 10;
    const cellWidth = (this.contentWidth - gap) / 2;
    const maxHeight = 220;
    const embedded = (await Promise.all(images.map((image) => this.embedImage(image)))).filter(
      (image): image is PDFImage => image !== null,
    );
    for (let i = 0; i < embedded.length; i += 2) {
      const pair = embedded.slice(i, i + 2).map((image) => {
        const scale = Math.min(cellWidth / image.width, maxHeight / image.height, 1);
        return { image, width: image.width * scale, height: image.height * scale };
      });
      const rowHeight = Math.max(...pair.map((p) => p.height));
      this.ensure(rowHeight + gap);
      pair.forEach((p, j) => {
        this.page.drawImage(p.image, {
          x: margin + j * (cellWidth + gap) + (cellWidth - p.width) / 2,
          y: this.y - p.height,
          width: p.width,
          height: p.height,
        });
      });
      this.y -= rowHeight + gap;
    }
  }

  /**
   * A table: the heading row (primary colour) on top and again on every page it continues on,
   * striped rows, numbers right-aligned, an optional totals row. Column widths follow the text
   * they hold, within the page; every cell wraps inside its column.
   */
  table(table: ReportTable, options: { heading?: boolean; onRow?: (index: number) => void } = {}): void {
    const showHeading = options.heading ?? true;
    const widths = this.columnWidths(table);
    const lineHeight = bodySize + lineGap;
    const headingCells = table.columns.map((column, i) =>
      wrapText(column.label, (widths[i] ?? 0) - 2 * cellPadX, this.measureBold),
    );
    const headingHeight = Math.max(...headingCells.map((lines) => lines.length)) * lineHeight + 2 * cellPadY;
    const drawHeading = () => {
      if (!showHeading) return;
      this.page.drawRectangle({
        x: margin,
        y: this.y - headingHeight,
        width: this.contentWidth,
        height: headingHeight,
        color: this.primary,
      });
      this.drawCells(headingCells, widths, table, { bold: true, color: this.onPrimary });
      this.y -= headingHeight;
    };
    // The heading never stands alone at a page's foot.
    this.ensure(headingHeight + lineHeight + 2 * cellPadY);
    drawHeading();
    const drawRow = (
      cells: readonly string[],
      index: number,
      style: { bold?: boolean; striped?: boolean },
    ) => {
      const measure = style.bold ? this.measureBold : this.measureBody;
      const lines = table.columns.map((column, i) =>
        wrapText(
          clip(cells[i] ?? ''),
          (widths[i] ?? 0) - 2 * cellPadX,
          column.bold ? this.measureBold : measure,
        ),
      );
      const total = Math.max(1, ...lines.map((l) => l.length));
      let offset = 0;
      while (offset < total) {
        let fits = Math.floor((this.y - this.bottom - 2 * cellPadY) / lineHeight);
        if (fits < 1 || (offset === 0 && fits < Math.min(total, 3))) {
          this.newPage();
          drawHeading();
          fits = Math.floor((this.y - this.bottom - 2 * cellPadY) / lineHeight);
        }
        const take = Math.min(fits, total - offset);
        const height = take * lineHeight + 2 * cellPadY;
        if (style.striped)
          this.page.drawRectangle({
            x: margin,
            y: this.y - height,
            width: this.contentWidth,
            height,
            color: stripe,
          });
        if (style.bold && offset === 0)
          this.page.drawLine({
            start: { x: margin, y: this.y },
            end: { x: margin + this.contentWidth, y: this.y },
            thickness: 1,
            color: ink,
          });
        this.drawCells(
          lines.map((l) => l.slice(offset, offset + take)),
          widths,
          table,
          { bold: style.bold === true, color: ink },
        );
        this.y -= height;
        offset += take;
      }
      // Rows are told apart by their stripes: a rule under each would double the drawing of a long list.
      options.onRow?.(index);
    };
    for (const [index, row] of table.rows.entries()) drawRow(row, index, { striped: index % 2 === 1 });
    if (table.totals) drawRow(table.totals, table.rows.length, { bold: true });
  }

  private drawCells(
    cells: readonly (readonly string[])[],
    widths: readonly number[],
    table: ReportTable,
    style: { bold: boolean; color: Color },
  ): void {
    const lineHeight = bodySize + lineGap;
    let x = margin;
    cells.forEach((lines, i) => {
      const column = table.columns[i];
      const width = widths[i] ?? 0;
      const bold = style.bold || column?.bold === true;
      const font = bold ? this.fonts.bold : this.fonts.regular;
      const measure = bold ? this.measureBold : this.measureBody;
      lines.forEach((line, j) => {
        if (line === '') return;
        const lineX = column?.align === 'right' ? x + width - cellPadX - measure(line) : x + cellPadX;
        this.page.drawText(line, {
          x: lineX,
          y: this.y - cellPadY - (j + 1) * lineHeight + lineGap + 1,
          size: bodySize,
          font,
          color: style.color,
        });
      });
      x += width;
    });
  }

  /**
   * Each column as wide as its longest text (sampled over the first 300 rows) when all fit;
   * otherwise every column keeps at least its longest word (or a fair share) and the rest of the
   * width is shared in proportion to what each would have wanted.
   */
  private columnWidths(table: ReportTable): number[] {
    const available = this.contentWidth;
    const fixed = table.columns.map((column) => column.width);
    if (fixed.every((w) => w !== undefined)) return fixed as number[];
    const sample = table.rows.slice(0, 300);
    if (table.totals) sample.push(table.totals);
    const natural: number[] = [];
    const minimum: number[] = [];
    table.columns.forEach((column, i) => {
      let longest = this.measureBold(printableText(column.label));
      let word = Math.max(0, ...column.label.split(/\s+/).map((w) => this.measureBold(w)));
      for (const row of sample) {
        const cell = printableText(clip(row[i] ?? ''));
        const measure = row === table.totals ? this.measureBold : this.measureBody;
        for (const line of cell.split('\n')) longest = Math.max(longest, measure(line));
        for (const w of cell.split(/\s+/)) word = Math.max(word, measure(w));
      }
      natural.push(Math.min(longest, available * 0.6) + 2 * cellPadX + 1);
      minimum.push(Math.min(word + 2 * cellPadX + 1, available / table.columns.length));
    });
    const sumNatural = natural.reduce((a, b) => a + b, 0);
    if (sumNatural <= available) return natural.map((w) => (w * available) / sumNatural);
    const sumMinimum = minimum.reduce((a, b) => a + b, 0);
    if (sumMinimum >= available) return minimum.map((w) => (w * available) / sumMinimum);
    const share = (available - sumMinimum) / (sumNatural - sumMinimum);
    return natural.map((w, i) => (minimum[i] ?? 0) + (w - (minimum[i] ?? 0)) * share);
  }

  /** Every page's footer (when made, "Página n de N"), then the file. */
  async finish(): Promise<Uint8Array> {
    const total = this.pages.length;
    const measure = measurer(this.fonts.regular, 8);
    this.pages.forEach((page, i) => {
      const y = margin;
      page.drawLine({
        start: { x: margin, y: y + 14 },
        end: { x: this.size.width - margin, y: y + 14 },
        thickness: 0.5,
        color: rule,
      });
      // One line, at most half the width: the page number keeps the other half.
      const made =
        wrapText(`${this.branding.name} · ${this.generatedAt}`, this.contentWidth / 2, measure)[0] ?? '';
      page.drawText(made, {
        x: margin,
        y,
        size: 8,
        font: this.fonts.regular,
        color: muted,
      });
      const label = `Página ${i + 1} de ${total}`;
      page.drawText(label, {
        x: this.size.width - margin - measure(label),
        y,
        size: 8,
        font: this.fonts.regular,
        color: muted,
      });
    });
    return this.doc.save({ useObjectStreams: true });
  }

  get pageCount(): number {
    return this.pages.length;
  }
}
