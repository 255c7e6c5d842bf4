import { buildTheme, defaultColors } from '@colmena/shared/theme';
import { describe, expect, it } from 'vitest';
import { colorVariable, themeColorNames } from './colorNames';

describe('colour page names', () => {
  it.each([
    ['primary', 1, '--color-primary'],
    ['primary', 0.08, '--color-primary-8'],
    ['onPrimary', 0.12, '--color-onPrimary-12'],
    ['surface', 0.16, '--color-surface-16'],
    ['error', 0.38, '--color-error-38'],
  ])('%s at %s is %s, as the theme names it', (name, opacity, variable) => {
    expect(colorVariable(name, opacity)).toBe(variable);
    expect(buildTheme(undefined).variables[variable]).toBeDefined();
  });

  it('lists every default colour plus tenant colours, once each', () => {
    const names = themeColorNames(buildTheme({ brand: '#123', primary: '#000' }).variables);
    expect(names).toEqual(expect.arrayContaining([...Object.keys(defaultColors), 'brand']));
    expect(names).toHaveLength(Object.keys(defaultColors).length + 1);
  });
});
