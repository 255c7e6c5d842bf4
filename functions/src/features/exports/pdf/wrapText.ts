/** The width of a text at the size in use, in points. */
export type Measure = (text: string) => number;

/** Tabs read as spaces, CR LF as LF; other control characters have no glyph and are dropped. */
export function printableText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.charCodeAt(0);
    if (char === '\t') out += ' ';
    else if (char === '\n' || (code >= 0x20 && code !== 0x7f)) out += char;
  }
  return out;
}

/**
 * The lines a text takes in a box `width` points wide: its own line breaks kept, words moved
 * to the next line when they do not fit, and a word longer than the whole line cut where it
 * reaches the edge — so no line is ever wider than the box. Empty text is one empty line.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of printableText(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      if (word === '') continue;
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // A word wider than the box: cut it into pieces that fit, the last one goes on.
      let rest = word;
      while (measure(rest) > width) {
        const cut = longestFittingPrefix(rest, width, measure);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** How many UTF-16 units of `text` (whole code points, at least one) fit in `width`. */
function longestFittingPrefix(text: string, width: number, measure: Measure): number {
  let used = 0;
  for (const char of text) {
    if (used > 0 && measure(text.slice(0, used + char.length)) > width) break;
    used += char.length;
  }
  return used;
}
