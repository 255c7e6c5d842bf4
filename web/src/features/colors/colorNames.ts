import { themeOpacities } from '@colmena/shared/theme';

/** `--color-primary-12` etc., as shared/theme names them. */
export function colorVariable(name: string, opacity: number): string {
  return opacity === 1 ? `--color-${name}` : `--color-${name}-${Math.round(opacity * 100)}`;
}

/** The colour names a built theme has a full set of variables for, in theme order. */
export function themeColorNames(variables: Record<string, string>): string[] {
  const names = Object.keys(variables)
    .filter((variable) => /^--color-[A-Za-z0-9_]+$/.test(variable))
    .map((variable) => variable.slice('--color-'.length));
  return names.filter((name) => themeOpacities.every((opacity) => colorVariable(name, opacity) in variables));
}
