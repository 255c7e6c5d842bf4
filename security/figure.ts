import { appendFileSync } from 'node:fs';

/** One line of the attack suite's report: what was measured, the figure, the target, and whether it held. */
export interface SecurityFigure {
  /** What the line measures, e.g. "cross-tenant reads/writes over the full matrix". */
  name: string;
  /** The measured figure (a count, a ratio, a score). */
  value: number | string;
  /** The target, as a person reads it: "0 leaks", "≥ 80 %". */
  target: string;
  ok: boolean;
}

/**
 * Records a figure for `npm run test:security` (scripts/security.mjs prints every line at the end).
 * Outside that runner (a plain vitest run) the figure is only logged.
 */
export function reportFigure(figure: SecurityFigure): void {
  const file = process.env.SECURITY_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
  else console.log(`[security] ${figure.name}: ${figure.value} (target ${figure.target})`);
}
