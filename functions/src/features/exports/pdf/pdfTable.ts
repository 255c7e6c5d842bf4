import type { Color, PDFPage } from 'pdf-lib';
import type { ReportTable } from '../report/reportModel';
import { bodySize, cellPadX, cellPadY, clip, type Fonts, ink, lineGap, margin, stripe } from './pdfTheme';
import { type Measure, printableText, wrapText } from './wrapText';

/** What a table is drawn on: the composer's current page and cursor, and its way to a new page. */
export interface TableCanvas {
  readonly page: PDFPage;
  /** The top of what is drawn next; the table moves it down. */
  y: number;
  /** The lowest y a row may reach (above the footer). */
  readonly bottom: number;
  readonly contentWidth: number;
  readonly fonts: Fonts;
  readonly measureBody: Measure;
  readonly measureBold: Measure;
  readonly primary: Color;
  readonly onPrimary: Color;
  newPage(): void;
  /** Moves to a new page when `height` more does not fit on this one. */
  ensure(height: number): boolean;
}

export interface TableOptions {
  heading?: boolean;
  onRow?: (index: number) => void;
}

const lineHeight = bodySize + lineGap;

/**
 * A table: the heading row (primary colour) on top and again on every page it continues on,
 * striped rows, numbers right-aligned, an optional totals row. Column widths follow the text
 * they hold, within the page; every cell wraps inside its column, and a row too tall for what
 * is left of a page is split, so nothing is drawn past a margin.
 */
export function drawTable(canvas: TableCanvas, table: ReportTable, options: TableOptions = {}): void {
  const showHeading = options.heading ?? true;
  const widths = columnWidths(canvas, table);
  const headingCells = table.columns.map((column, i) =>
    wrapText(column.label, (widths[i] ?? 0) - 2 * cellPadX, canvas.measureBold),
  );
  const headingHeight = Math.max(...headingCells.map((lines) => lines.length)) * lineHeight + 2 * cellPadY;
  const drawHeading = () => {
    if (!showHeading) return;
    canvas.page.drawRectangle({
      x: margin,
      y: canvas.y - headingHeight,
      width: canvas.contentWidth,
      height: headingHeight,
      color: canvas.primary,
    });
    drawCells(canvas, headingCells, widths, table, { bold: true, color: canvas.onPrimary });
    canvas.y -= headingHeight;
  };
  // The heading never stands alone at a page's foot.
  canvas.ensure(headingHeight + lineHeight + 2 * cellPadY);
  drawHeading();
  const drawRow = (cells: readonly string[], index: number, style: { bold?: boolean; striped?: boolean }) => {
    const measure = style.bold ? canvas.measureBold : canvas.measureBody;
    const lines = table.columns.map((column, i) =>
      wrapText(
        clip(cells[i] ?? ''),
        (widths[i] ?? 0) - 2 * cellPadX,
        column.bold ? canvas.measureBold : measure,
      ),
    );
    const total = Math.max(1, ...lines.map((l) => l.length));
    let offset = 0;
    while (offset < total) {
      let fits = Math.floor((canvas.y - canvas.bottom - 2 * cellPadY) / lineHeight);
      if (fits < 1 || (offset === 0 && fits < Math.min(total, 3))) {
        canvas.newPage();
        drawHeading();
        fits = Math.floor((canvas.y - canvas.bottom - 2 * cellPadY) / lineHeight);
      }
      const take = Math.min(fits, total - offset);
      const height = take * lineHeight + 2 * cellPadY;
      if (style.striped)
        canvas.page.drawRectangle({
          x: margin,
          y: canvas.y - height,
          width: canvas.contentWidth,
          height,
          color: stripe,
        });
      if (style.bold && offset === 0)
        canvas.page.drawLine({
          start: { x: margin, y: canvas.y },
          end: { x: margin + canvas.contentWidth, y: canvas.y },
          thickness: 1,
          color: ink,
        });
      drawCells(
        canvas,
        lines.map((l) => l.slice(offset, offset + take)),
        widths,
        table,
        { bold: style.bold === true, color: ink },
      );
      canvas.y -= height;
      offset += take;
    }
    // Rows are told apart by their stripes: a rule under each would double the drawing of a long list.
    options.onRow?.(index);
  };
  for (const [index, row] of table.rows.entries()) drawRow(row, index, { striped: index % 2 === 1 });
  if (table.totals) drawRow(table.totals, table.rows.length, { bold: true });
}

function drawCells(
  canvas: TableCanvas,
  cells: readonly (readonly string[])[],
  widths: readonly number[],
  table: ReportTable,
  style: { bold: boolean; color: Color },
): void {
  let x = margin;
  cells.forEach((lines, i) => {
    const column = table.columns[i];
    const width = widths[i] ?? 0;
    const bold = style.bold || column?.bold === true;
    const font = bold ? canvas.fonts.bold : canvas.fonts.regular;
    const measure = bold ? canvas.measureBold : canvas.measureBody;
    lines.forEach((line, j) => {
      if (line === '') return;
      const lineX = column?.align === 'right' ? x + width - cellPadX - measure(line) : x + cellPadX;
      canvas.page.drawText(line, {
        x: lineX,
        y: canvas.y - cellPadY - (j + 1) * lineHeight + lineGap + 1,
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
function columnWidths(canvas: TableCanvas, table: ReportTable): number[] {
  const available = canvas.contentWidth;
  const fixed = table.columns.map((column) => column.width);
  if (fixed.every((w) => w !== undefined)) return fixed as number[];
  const sample = table.rows.slice(0, 300);
  if (table.totals) sample.push(table.totals);
  const natural: number[] = [];
  const minimum: number[] = [];
  table.columns.forEach((column, i) => {
    let longest = canvas.measureBold(printableText(column.label));
    let word = Math.max(0, ...column.label.split(/\s+/).map((w) => canvas.measureBold(w)));
    for (const row of sample) {
      const cell = printableText(clip(row[i] ?? ''));
      const measure = row === table.totals ? canvas.measureBold : canvas.measureBody;
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
