import type { CardConfig } from '@colmena/shared/schemas';
import type { CSSProperties } from 'react';

export interface CardPresentation {
  /** Extra classes of the card: no border (erraseBorder), title in a coloured band (inHeader). */
  modifiers: string[];
  style: CSSProperties & Record<`--${string}`, string>;
  /** elementName: a small label above the title, naming what the widget is about. */
  overline: string | null;
  /** value1 under the title, value3 at the foot of the card. */
  subtitle: string | null;
  footer: string | null;
}

const cssLength = /^\d+(\.\d+)?(px|rem|em|%|vh|vw)$/;
const hexColour = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const themeColourName = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * How a widget's cardConfig (spec §3) reads on its card. Only values that are what they claim
 * become styles: a length (a number is pixels), a hex colour or a theme colour name; anything
 * else is ignored rather than written into the page's CSS.
 */
export function cardPresentation(config: CardConfig | undefined): CardPresentation {
  const style: CardPresentation['style'] = {};
  const modifiers: string[] = [];
  if (!config) return { modifiers, style, overline: null, subtitle: null, footer: null };
  if (config.erraseBorder === true) modifiers.push('widget-card--borderless');
  if (config.inHeader === true) modifiers.push('widget-card--in-header');
  const width = lengthOf(config.width);
  const height = lengthOf(config.height);
  if (width) style.maxWidth = width;
  if (height) style.minHeight = height;
  const colour = colourOf(config.iconColor);
  if (colour) style['--widget-icon-color'] = colour;
  return {
    modifiers,
    style,
    overline: textOf(config.elementName),
    subtitle: textOf(config.value1),
    footer: textOf(config.value3),
  };
}

function lengthOf(value: string | number | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}px` : null;
  if (typeof value === 'string' && cssLength.test(value.trim())) return value.trim();
  return null;
}

function colourOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (hexColour.test(text)) return text;
  if (themeColourName.test(text)) return `var(--color-${text})`;
  return null;
}

function textOf(value: string | number | undefined): string | null {
  if (typeof value === 'number') return String(value);
  return value?.trim() || null;
}
