import { describe, expect, it } from 'vitest';
import { jsonBodyProblem, maxBodyDepth } from './jsonBodyProblem';

const nestedObjects = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
const nestedArrays = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`);

describe('jsonBodyProblem', () => {
  it.each<[string, unknown, RegExp | null]>([
    [
      'an ordinary body',
      { id: 'c1', type: 't', payload: { data: { n: 1.5, l: [1, 'x', null, true] } } },
      null,
    ],
    ['a scalar', 'text', null],
    ['null', null, null],
    [`objects ${maxBodyDepth} deep`, nestedObjects(maxBodyDepth), null],
    [`objects ${maxBodyDepth + 1} deep`, nestedObjects(maxBodyDepth + 1), /deeper than 64/],
    [`arrays ${maxBodyDepth + 1} deep`, nestedArrays(maxBodyDepth + 1), /deeper than 64/],
    ['objects 100,000 deep (no stack overflow)', nestedObjects(100_000), /deeper than 64/],
    ['1e309 (read as Infinity)', JSON.parse('{"n":1e309}'), /out of range/],
    ['-1e309 deep in an array', JSON.parse('{"l":[{"n":-1e309}]}'), /out of range/],
    ['a bare 1e309', JSON.parse('1e309'), /out of range/],
    ['the largest double', JSON.parse('{"n":1.7976931348623157e308}'), null],
    ['a tiny number (underflows to 0, finite)', JSON.parse('{"n":1e-400}'), null],
  ])('%s', (_, body, expected) => {
    const found = jsonBodyProblem(body);
    if (expected) expect(found).toMatch(expected);
    else expect(found).toBeNull();
  });
});
