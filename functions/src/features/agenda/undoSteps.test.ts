import { describe, expect, it } from 'vitest';
import { undoSteps } from './undoSteps';

describe('undoSteps', () => {
  it('answers one undo of every step made, newest first', async () => {
    const log: string[] = [];
    const undo = await undoSteps(async (done) => {
      log.push('email');
      done(async () => log.push('undo email'));
      log.push('level');
      done(async () => log.push('undo level'));
    });
    expect(log).toEqual(['email', 'level']);
    await undo();
    expect(log).toEqual(['email', 'level', 'undo level', 'undo email']);
  });

  it('when a step fails, undoes the ones made before passing the failure on', async () => {
    const log: string[] = [];
    await expect(
      undoSteps(async (done) => {
        log.push('email');
        done(async () => log.push('undo email'));
        throw new Error('level refused');
      }),
    ).rejects.toThrow('level refused');
    expect(log).toEqual(['email', 'undo email']);
  });
});
