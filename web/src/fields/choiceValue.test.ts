import { describe, expect, it } from 'vitest';
import { toggleChoice } from './choiceValue';

const options = ['Agua', 'Luz', 'Gas'];

describe('ticking a multiple choice', () => {
  it.each([
    [[], 'Luz', true, ['Luz']],
    [['Gas'], 'Agua', true, ['Agua', 'Gas']],
    [['Gas', 'Agua'], 'Luz', true, ['Agua', 'Luz', 'Gas']],
    [['Luz'], 'Luz', true, ['Luz']],
    [['Luz', 'Gas'], 'Luz', false, ['Gas']],
    [['Luz'], 'Luz', false, null],
    [['Antiguo', 'Luz'], 'Gas', true, ['Luz', 'Gas', 'Antiguo']],
    [['Antiguo'], 'Antiguo', false, null],
  ] as const)('%j, %s set to %s → %j', (chosen, option, on, expected) => {
    expect(toggleChoice(chosen, option, on, options)).toEqual(expected);
  });
});
