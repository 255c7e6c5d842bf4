import type { LiveQuery } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { firstLoad, listPhase } from './listPhase';

const list: LiveQuery = { collection: 'proyectos', orderBy: ['Name', 'asc'], limit: 10000 };

describe('listPhase', () => {
  it.each([
    [false, 'loading', 'head'],
    [false, 'ready', 'head'],
    [true, 'loading', 'head'],
    [true, 'ready', 'whole'],
    [true, 'error', 'whole'],
  ] as const)('whole asked %j, whole %s -> %s', (asked, status, phase) => {
    expect(listPhase(asked, status)).toBe(phase);
  });
});

describe('firstLoad', () => {
  it.each([
    [12, 12],
    [36, 36],
    [0, 1],
    [20000, 10000],
    [12.5, 13],
  ])('up to %d -> limit %d, same order', (upTo, limit) => {
    expect(firstLoad(list, upTo)).toEqual({ ...list, limit });
  });
});
