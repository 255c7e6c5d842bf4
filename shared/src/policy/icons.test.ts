import { describe, expect, it } from 'vitest';
import { canEditWidgets, canSeeAdminIcons, canSeeChatIcon, canSeePeopleList } from './icons';
import { levels } from './levels';

describe('levels', () => {
  it('are the spec §9 constants', () => {
    expect(levels).toEqual({ admin: 100, manager: 50, coordinator: 10, agendaViewDefault: 10 });
  });
});

describe('chat icon', () => {
  it.each([
    [{}, 0, true],
    [{}, 100, true],
    [{ chatViewLvl: 0 }, 0, true],
    [{ chatViewLvl: 10 }, 9, false],
    [{ chatViewLvl: 10 }, 10, true],
    [{ chatViewLvl: 10 }, 11, true],
    [{ chatViewLvl: 50 }, 10, false],
    [{ chatViewLvl: 100 }, 100, true],
  ])('company %o, lvl %i -> %s', (company, lvl, expected) => {
    expect(canSeeChatIcon(company, lvl)).toBe(expected);
  });
});

describe('people list icon', () => {
  it.each([
    [{}, 0, false],
    [{}, 9, false],
    [{}, 10, true],
    [{}, 100, true],
    [{ agendaViewLvl: 0 }, 0, true],
    [{ agendaViewLvl: 50 }, 49, false],
    [{ agendaViewLvl: 50 }, 50, true],
    [{ agendaViewLvl: 5 }, 5, true],
    [{ agendaViewLvl: 5 }, 4, false],
  ])('company %o, lvl %i -> %s', (company, lvl, expected) => {
    expect(canSeePeopleList(company, lvl)).toBe(expected);
  });
});

describe('admin icons (company config, store, logs)', () => {
  it.each([
    [100, false, true],
    [150, false, true],
    [100, true, false],
    [99, false, false],
    [50, false, false],
    [0, false, false],
    [0, true, false],
  ])('lvl %i, mobile %s -> %s', (lvl, mobile, expected) => {
    expect(canSeeAdminIcons(lvl, mobile)).toBe(expected);
  });
});

describe('widget editing', () => {
  it.each([
    [100, true],
    [101, true],
    [99, false],
    [50, false],
    [10, false],
    [0, false],
  ])('lvl %i -> %s', (lvl, expected) => {
    expect(canEditWidgets(lvl)).toBe(expected);
  });
});
