import { stepKinds } from '@colmena/shared/automation';
import { describe, expect, it } from 'vitest';
import { stepFormOf, stepForms } from './stepForms';

describe('step forms registry', () => {
  it('every step kind has a form, and every form a kind', () => {
    const kinds = stepKinds.map((k) => k.kind).sort();
    expect(Object.keys(stepForms).sort()).toEqual(kinds);
    for (const kind of kinds) expect(typeof stepFormOf(kind)).toBe('function');
  });

  it('an unknown kind, or a name of Object.prototype, has none (edited as JSON)', () => {
    expect(stepFormOf('telegram')).toBeUndefined();
    expect(stepFormOf('toString')).toBeUndefined();
  });
});
