import type { PptxTemplate } from '@colmena/shared/exports';
import PptxGenJS from 'pptxgenjs';
import type { Branding, ReportDocument, ReportImage } from '../report/reportModel';

/** The summary slide: a chart of a grouped field and the same numbers as a table. */
export interface DeckSummary {
  heading: string;
  chartType: 'bar' | 'pie';
  seriesName: string;
  labels: readonly string[];
  values: readonly number[];
  /** The values as text (Spanish numbers), for the table. */
  valueTexts: readonly string[];
}

export interface DeckInput {
  branding: Branding;
  template: PptxTemplate;
  title: string;
  /** "12 proyectos · 26/11/2026". */
  subtitle: string;
  documents: readonly ReportDocument[];
  summary: DeckSummary | null;
  onSlide?: (index: number) => void;
}

/** Widescreen 13.33 × 7.5 in. */
const slide = { w: 13.333, h: 7.5 };
const font = 'Calibri';
const ink = '1B1F24';
const muted = '5C636E';

/** '#1565c0' → '1565C0' (what pptxgenjs takes); anything else → the fallback. */
function hex(color: string, fallback: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  return match?.[1] ? match[1].toUpperCase() : fallback;
}

function dataUrl(image: ReportImage): string {
  return `${image.kind === 'png' ? 'image/png' : 'image/jpeg'};base64,${Buffer.from(image.bytes).toString('base64')}`;
}

/** An image's box inside `w` × `h` keeping its proportions, centred. */
function fitInside(image: ReportImage, box: { x: number; y: number; w: number; h: number }) {
  const ratio = image.width && image.height ? image.width / image.height : 4 / 3;
  const w = Math.min(box.w, box.h * ratio);
  const h = w / ratio;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/** A text cut to `max` characters with an ellipsis: a slide has no second page. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The deck (pptxgenjs): the title slide in the company's colours with its logo and name, then by
 * template a summary slide (chart and table) and/or one slide per document (its fields beside
 * its first image). Every slide but the title carries the company's name and its number.
 */
export async function buildDeck(input: DeckInput): Promise<Uint8Array> {
  const { branding } = input;
  const primary = hex(branding.primary, '1565C0');
  const onPrimary = hex(branding.onPrimary, 'FFFFFF');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = branding.name;
  pptx.company = branding.name;
  pptx.title = input.title;
  pptx.defineSlideMaster({
    title: 'COLMENA_CONTENT',
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: slide.w, h: 0.12, fill: { color: primary } } },
      {
        text: {
          text: branding.name,
          options: { x: 0.5, y: slide.h - 0.45, w: 8, h: 0.3, fontFace: font, fontSize: 10, color: muted },
        },
      },
    ],
    slideNumber: {
      x: slide.w - 1.2,
      y: slide.h - 0.45,
      w: 0.7,
      h: 0.3,
      fontFace: font,
      fontSize: 10,
      color: muted,
    },
  });

  const title = pptx.addSlide();
  title.background = { color: primary };
  if (branding.logo) {
    title.addShape('roundRect', {
      x: 0.6,
      y: 0.6,
      w: 2.6,
      h: 1.3,
      fill: { color: 'FFFFFF' },
      rectRadius: 0.1,
    });
    title.addImage({
      data: dataUrl(branding.logo),
      ...fitInside(branding.logo, { x: 0.75, y: 0.7, w: 2.3, h: 1.1 }),
    });
  }
  title.addText(branding.name, {
    x: 0.6,
    y: 2.3,
    w: 12,
    h: 0.6,
    fontFace: font,
    fontSize: 22,
    color: onPrimary,
    bold: true,
  });
  title.addText(cut(input.title, 120), {
    x: 0.6,
    y: 3.0,
    w: 12,
    h: 1.6,
    fontFace: font,
    fontSize: 40,
    color: onPrimary,
    bold: true,
    valign: 'top',
    fit: 'shrink',
  });
  title.addText(input.subtitle, {
    x: 0.6,
    y: 5.2,
    w: 12,
    h: 0.5,
    fontFace: font,
    fontSize: 16,
    color: onPrimary,
  });

  const heading = (s: PptxGenJS.Slide, text: string) =>
    s.addText(cut(text, 90), {
      x: 0.5,
      y: 0.35,
      w: slide.w - 1,
      h: 0.8,
      fontFace: font,
      fontSize: 28,
      bold: true,
      color: primary,
      fit: 'shrink',
    });

  let index = 0;
  if (input.summary && input.template !== 'documents') {
    const summary = input.summary;
    const s = pptx.addSlide({ masterName: 'COLMENA_CONTENT' });
    heading(s, summary.heading);
    if (summary.labels.length === 0) {
      s.addText('Sin datos.', { x: 0.5, y: 1.5, w: 6, h: 0.5, fontFace: font, fontSize: 16, color: muted });
    } else {
      const data = [{ name: summary.seriesName, labels: [...summary.labels], values: [...summary.values] }];
      const box = { x: 0.5, y: 1.3, w: 7.8, h: 5.5 };
      if (summary.chartType === 'pie')
        s.addChart(pptx.ChartType.pie, data, { ...box, showPercent: true, showLegend: true, legendPos: 'r' });
      else
        s.addChart(pptx.ChartType.bar, data, {
          ...box,
          barDir: 'col',
          chartColors: [primary],
          showValue: summary.labels.length <= 12,
          catAxisLabelFontSize: 10,
          valAxisLabelFontSize: 10,
        });
      const rows = summary.labels
        .slice(0, 14)
        .map((label, i) => [
          { text: cut(label, 40) },
          { text: summary.valueTexts[i] ?? '', options: { align: 'right' as const } },
        ]);
      s.addTable(
        [
          [
            { text: '', options: { fill: { color: primary } } },
            {
              text: summary.seriesName,
              options: { bold: true, color: onPrimary, fill: { color: primary }, align: 'right' },
            },
          ],
          ...rows,
        ],
        {
          x: 8.6,
          y: 1.3,
          w: 4.2,
          colW: [2.6, 1.6],
          fontFace: font,
          fontSize: 11,
          color: ink,
          border: { type: 'solid', pt: 0.5, color: 'D0D4DA' },
        },
      );
    }
    input.onSlide?.(index++);
  }

  if (input.template !== 'summary') {
    for (const document of input.documents) {
      const s = pptx.addSlide({ masterName: 'COLMENA_CONTENT' });
      heading(s, document.title);
      if (document.subtitle)
        s.addText(document.subtitle, {
          x: 0.5,
          y: 1.1,
          w: 8,
          h: 0.35,
          fontFace: font,
          fontSize: 12,
          color: muted,
        });
      const image = document.images[0];
      const textWidth = image ? 7.2 : slide.w - 1;
      const rows = document.fields
        .slice(0, 12)
        .map((field) => [
          { text: cut(field.label, 40), options: { bold: true, color: muted } },
          { text: cut(field.value, image ? 160 : 260) },
        ]);
      if (rows.length > 0)
        s.addTable(rows, {
          x: 0.5,
          y: 1.6,
          w: textWidth,
          colW: [textWidth * 0.35, textWidth * 0.65],
          fontFace: font,
          fontSize: 13,
          color: ink,
          valign: 'top',
          border: { type: 'solid', pt: 0.5, color: 'E3E7ED' },
          autoPage: false,
        });
      if (image)
        s.addImage({ data: dataUrl(image), ...fitInside(image, { x: 8.0, y: 1.6, w: 4.8, h: 5.2 }) });
      input.onSlide?.(index++);
    }
  }

  const out = await pptx.write({ outputType: 'uint8array', compression: true });
  return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayBuffer);
}
