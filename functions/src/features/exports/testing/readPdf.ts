import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text as pdf.js reads it back, lines joined by '\n' (an independent reader of what was made). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const lines = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? [];
      line.push({ x: item.transform[4] as number, text: item.str });
      lines.set(y, line);
    }
    const text = [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, items]) =>
        items
          .sort((a, b) => a.x - b.x)
          .map((i) => i.text)
          .join(' | '),
      )
      .join('\n');
    pages.push(text);
  }
  await pdf.destroy();
  return pages;
}
