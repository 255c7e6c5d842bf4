import { describe, expect, it } from 'vitest';
import { type OwnDetails, ownDetailsChanges } from './ownDetails';

const saved: OwnDetails = { Name: 'Eva', Surname: 'Gil', phone: '600', ImgUrl: '/api/files/a.jpg' };

describe('ownDetailsChanges', () => {
  it.each<[string, Partial<OwnDetails>, Partial<OwnDetails> | null]>([
    ['nothing changed', {}, null],
    ['spaces only', { Name: ' Eva ' }, null],
    ['a new name, trimmed', { Name: ' Eve ' }, { Name: 'Eve' }],
    ['a cleared phone', { phone: '  ' }, { phone: '' }],
    ['two fields', { Surname: 'Ruiz', ImgUrl: '' }, { Surname: 'Ruiz', ImgUrl: '' }],
  ])('%s', (_label, change, expected) => {
    expect(ownDetailsChanges(saved, { ...saved, ...change })).toEqual(expected);
  });
});
