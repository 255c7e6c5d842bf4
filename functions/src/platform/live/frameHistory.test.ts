import { describe, expect, it } from 'vitest';
import { FrameHistory } from './frameHistory';

describe('FrameHistory', () => {
  const filled = () => {
    const history = new FrameHistory(100);
    history.record('5', 1, 5);
    history.record('5.2', 2, 5);
    history.record('7', 1, 7);
    return history;
  };

  it.each([
    [
      'the last frame received',
      '7',
      [
        [1, 7],
        [2, 5],
      ],
    ],
    [
      'an earlier frame: later ones never arrived',
      '5.2',
      [
        [1, 5],
        [2, 5],
      ],
    ],
    ['the first frame only', '5', [[1, 5]]],
    ['no id at all', null, []],
    ['an id this stream never sent', '99', []],
  ])('resumes from %s', (_name, lastEventId, expected) => {
    expect([...filled().resume(lastEventId).entries()].sort()).toEqual(expected);
  });

  it('forgets frames that never arrived, so a second resume does not count them', () => {
    const history = filled();
    history.resume('5.2');
    history.record('8', 1, 8);
    expect([...history.resume('5.2').entries()].sort()).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });

  it('keeps the seq of dropped frames for subscriptions with nothing newer', () => {
    const history = new FrameHistory(2);
    history.record('1', 1, 1);
    for (let seq = 2; seq <= 10; seq += 1) history.record(String(seq), 2, seq);
    expect([...history.resume('10').entries()].sort()).toEqual([
      [1, 1],
      [2, 10],
    ]);
  });
});
