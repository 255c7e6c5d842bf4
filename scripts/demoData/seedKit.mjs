// What every part of the demo seed draws and writes with: one PRNG for the whole run (its draws
// are taken in the order generate-demo-data.mjs calls the parts), fixed dates, Biome's JSON layout.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** mulberry32: tiny, fast, and the same sequence on every machine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const random = prng(20260115);
export const int = (min, max) => min + Math.floor(random() * (max - min + 1));
export const pick = (list) => list[int(0, list.length - 1)];
export const pad = (n, width = 3) => String(n).padStart(width, '0');

export const DAY = 24 * 60 * 60 * 1000;
/** All dates are relative to this instant, not to "now", so the output never changes. */
export const base = Date.parse('2026-01-15T09:00:00.000Z');
export const iso = (ms) => new Date(ms).toISOString();
export const workingTime = (ms) => {
  const d = new Date(ms);
  d.setUTCHours(int(7, 16), pick([0, 15, 30, 45]), 0, 0);
  return d.getTime();
};

/**
 * JSON.stringify(value, null, 2) laid out the way Biome formats JSON (line width 110): arrays of
 * plain values on one line when they fit. Keeps `npm run lint` clean on the generated files.
 */
function formatJson(value, indent = '', prefix = '') {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (indent.length + prefix.length + line.length + 1 <= 110) return line;
    }
    const inner = `${indent}  `;
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return inner + key + formatJson(v, inner, key);
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Writers of files below `out`: JSON laid out as Biome would, and text as it is. */
export function writersTo(out) {
  const place = (path) => {
    const file = resolve(out, path);
    mkdirSync(dirname(file), { recursive: true });
    return file;
  };
  return {
    write: (path, value) => writeFileSync(place(path), `${formatJson(value)}\n`),
    writeText: (path, text) => writeFileSync(place(path), text),
  };
}
