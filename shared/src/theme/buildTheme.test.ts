import { describe, expect, it } from 'vitest';
import { buildTheme } from './buildTheme';
import { themeOpacities } from './constants';
import { defaultColors } from './defaultColors';

describe('buildTheme', () => {
  it('emits five variables per colour, at opacities 1, .08, .12, .16, .38', () => {
    const { variables } = buildTheme({ brand: '#1b5e20' });
    expect(Object.entries(variables).filter(([name]) => name.startsWith('--color-brand'))).toEqual([
      ['--color-brand', 'rgba(27, 94, 32, 1)'],
      ['--color-brand-8', 'rgba(27, 94, 32, 0.08)'],
      ['--color-brand-12', 'rgba(27, 94, 32, 0.12)'],
      ['--color-brand-16', 'rgba(27, 94, 32, 0.16)'],
      ['--color-brand-38', 'rgba(27, 94, 32, 0.38)'],
    ]);
  });

  it.each([
    ['--color-onPrimary', 'rgba(0, 0, 0, 1)'],
    ['--color-onPrimary-12', 'rgba(0, 0, 0, 0.12)'],
    ['--color-primary', 'rgba(255, 170, 0, 1)'],
    ['--color-primary-38', 'rgba(255, 170, 0, 0.38)'],
  ])('keeps the colour name as written: %s', (name, value) => {
    const { variables } = buildTheme({ primary: '#fa0', onPrimary: '#000000' });
    expect(variables[name]).toBe(value);
  });

  it('without a colours document uses the whole default set', () => {
    const theme = buildTheme(undefined);
    expect(Object.keys(theme.variables)).toHaveLength(
      Object.keys(defaultColors).length * themeOpacities.length,
    );
    expect(theme.themeColor).toBe(defaultColors.primary);
    expect(theme.onThemeColor).toBe(defaultColors.onPrimary);
    expect(theme.errors).toEqual([]);
  });

  it('tenant colours override defaults one by one and add new names', () => {
    const { variables } = buildTheme({ primary: '#ff0000', accent: '#00ff00' });
    expect(variables['--color-primary']).toBe('rgba(255, 0, 0, 1)');
    expect(variables['--color-accent']).toBe('rgba(0, 255, 0, 1)');
    const { r, g, b } = hexToRgb(defaultColors.secondary);
    expect(variables['--color-secondary']).toBe(`rgba(${r}, ${g}, ${b}, 1)`);
  });

  it.each([
    [{ primary: '#123456', onPrimary: '#fff' }, '#123456', '#fff'],
    [{ primary: '#ABC' }, '#ABC', defaultColors.onPrimary],
    [{ primary: 'blue', onPrimary: '#eee' }, defaultColors.primary, '#eee'],
    [{}, defaultColors.primary, defaultColors.onPrimary],
  ])('theme colours of %o are %s / %s', (colors, themeColor, onThemeColor) => {
    const theme = buildTheme(colors);
    expect(theme.themeColor).toBe(themeColor);
    expect(theme.onThemeColor).toBe(onThemeColor);
  });

  describe('bad hex', () => {
    it('is reported and the default colour is used instead', () => {
      const theme = buildTheme({ primary: '#12345', surface: 'white' });
      expect(theme.errors).toEqual([
        { name: 'primary', value: '#12345', message: 'Bad Hex' },
        { name: 'surface', value: 'white', message: 'Bad Hex' },
      ]);
      const { r, g, b } = hexToRgb(defaultColors.primary);
      expect(theme.variables['--color-primary']).toBe(`rgba(${r}, ${g}, ${b}, 1)`);
      expect(theme.variables['--color-surface-8']).toBe('rgba(255, 255, 255, 0.08)');
    });

    it('of a colour with no default is reported and emits no variables', () => {
      const theme = buildTheme({ brand: '#zzz' });
      expect(theme.errors).toEqual([{ name: 'brand', value: '#zzz', message: 'Bad Hex' }]);
      expect(Object.keys(theme.variables).some((name) => name.startsWith('--color-brand'))).toBe(false);
    });

    it('includes values that are not strings at all (untyped tenant data)', () => {
      const theme = buildTheme({ outline: 7 } as unknown as Record<string, string>);
      expect(theme.errors).toEqual([{ name: 'outline', value: '7', message: 'Bad Hex' }]);
      expect(theme.variables['--color-outline']).toBeDefined();
    });
  });

  it('ignores the FireId and collection fields every stored document carries', () => {
    const theme = buildTheme({ FireId: 'colors', collection: 'colors', primary: '#000' });
    expect(theme.errors).toEqual([]);
    expect(Object.keys(theme.variables).some((name) => /FireId|collection/.test(name))).toBe(false);
  });
});

describe('defaultColors', () => {
  it.each([
    'primary',
    'onPrimary',
    'secondary',
    'onSecondary',
    'background',
    'onBackground',
    'surface',
    'onSurface',
    'error',
    'onError',
    'success',
    'onSuccess',
    'warning',
    'onWarning',
    'outline',
  ])('has %s as a valid hex colour', (name) => {
    expect(defaultColors[name]).toMatch(/^#[0-9a-f]{6}$/);
  });

  const pairs = Object.keys(defaultColors)
    .filter((name) => name.startsWith('on'))
    .map((on) => [on, on.charAt(2).toLowerCase() + on.slice(3)] as const);

  it.each(pairs)('%s on %s reaches WCAG AA contrast (4.5:1)', (on, base) => {
    const fg = defaultColors[on];
    const bg = defaultColors[base];
    if (fg === undefined || bg === undefined) throw new Error(`missing ${on} or ${base}`);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('outline is visible (3:1) on surface and background', () => {
    expect(contrast(defaultColors.outline, defaultColors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(defaultColors.outline, defaultColors.background)).toBeGreaterThanOrEqual(3);
  });
});

function hexToRgb(hex: string): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
