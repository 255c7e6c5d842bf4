import { describe, expect, it } from 'vitest';
import { parseFieldPath } from './inProcessQuery';

describe('parseFieldPath (the SDK encoding of field paths)', () => {
  it.each([
    ['Name', ['Name']],
    ['nested.w', ['nested', 'w']],
    ['`Habitación`', ['Habitación']],
    ['`a.b`.c', ['a.b', 'c']],
    ['`x\\`y`', ['x`y']],
    ['`with space`.`Año`', ['with space', 'Año']],
  ])('%s → %j', (path, segments) => {
    expect(parseFieldPath(path)).toEqual(segments);
  });
});
