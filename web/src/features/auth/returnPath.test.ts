import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('return path after sign-in', () => {
  it.each([
    [{ from: '/data/proyectos?x=1' }, '/data/proyectos?x=1'],
    [{ from: '/messages/none' }, '/messages/none'],
    [{ from: '//evil.example' }, '/'],
    [{ from: 'https://evil.example' }, '/'],
    [{ from: '/login' }, '/'],
    [{ from: 3 }, '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%o → %s', (state, expected) => {
    expect(returnPath(state)).toBe(expected);
  });
});
