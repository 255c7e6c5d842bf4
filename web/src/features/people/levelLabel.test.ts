import { describe, expect, it } from 'vitest';
import { levelNameKey } from './levelLabel';

describe('levelNameKey', () => {
  it.each([
    [0, 'accounts.contact.level.0'],
    [10, 'accounts.contact.level.10'],
    [50, 'accounts.contact.level.50'],
    [100, 'accounts.contact.level.100'],
    [30, 'accounts.contact.level.other'],
  ])('%i → %s', (lvl, key) => {
    expect(levelNameKey(lvl)).toBe(key);
  });
});
