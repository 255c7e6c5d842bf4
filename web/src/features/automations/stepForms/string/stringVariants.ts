import type { StringStepConfig } from '@colmena/shared/automation/steps';

export type StringOp = StringStepConfig['op'];
export const stringOps: readonly StringOp[] = [
  'template',
  'replace',
  'split',
  'join',
  'case',
  'trim',
  'slice',
  'number',
  'date',
];

/**
 * The settings of operation `op` when the form switches to it: its own defaults, keeping the
 * text being worked on (as the value of a number or date).
 */
export function stringVariant(op: StringOp, current: Record<string, unknown>): Record<string, unknown> {
  const text =
    typeof current.text === 'string' ? current.text : typeof current.value === 'string' ? current.value : '';
  switch (op) {
    case 'template':
      return { op, text };
    case 'replace':
      return { op, text, pattern: '', flags: 'g', replacement: '' };
    case 'split':
      return { op, text, separator: ',' };
    case 'join':
      return { op, items: text, separator: ', ' };
    case 'case':
      return { op, text, to: 'upper' };
    case 'trim':
      return { op, text, side: 'both' };
    case 'slice':
      return { op, text, start: 0 };
    case 'number':
      return { op, value: text, style: 'number', rounding: 'round' };
    case 'date':
      return { op, value: text, withTime: false, timeZone: 'Europe/Madrid' };
  }
}
