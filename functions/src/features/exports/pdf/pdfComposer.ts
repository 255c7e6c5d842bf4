import { type Color, PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import type { Branding, ReportImage, ReportTable } from '../report/reportModel';
import { useCachedGlyphs } from './cachedGlyphs';
import { cachingFontkit } from './pdfFontkit';
import { pdfFontFiles } from './pdfFonts';
import { drawTable, type TableCanvas, type TableOptions } from './pdfTable';
import {
  a4,
  bodySize,
  clip,
  type Fonts,
  footerHeight,
  headerHeight,
  hexColor,
  ink,
  lineGap,
  margin,
  measurer,
  muted,
  rule,
} from './pdfTheme';
import { type Measure, wrapText } from './wrapText';

export type Orientation = 'portrait' | 'landscape';

/**
 * Lays out a report on A4 pages with pdf-lib: every page gets the company's header (logo, name,
 * the report's title, a rule in its primary colour) and, once all are known, its footer (when
 * it was made, "Página n de N"). Text is wrapped to its box (wrapText), tables repeat their
 * heading row on each page and split a row too tall for what is left of a page, so nothing is
 * drawn past a margin.
 */
export class PdfComposer implements TableCanvas {
  private readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The baseline-free cursor: the top of what is drawn next. */
  y = 0;
  readonly measureBody: Measure;
  readonly measureBold: Measure;
  readonly primary: Color;
  readonly onPrimary: Color;
  private logo: PDFImage | null = null;

  private constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
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

  get bottom(): number {
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
  ensure(height: number): boolean {
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

  /** A table (pdfTable.ts), continued over as many pages as it takes. */
  table(table: ReportTable, options: TableOptions = {}): void {
    drawTable(this, table, options);
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
