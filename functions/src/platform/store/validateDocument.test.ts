import { describe, expect, it } from 'vitest';
import { AppError } from '../http/AppError';
import type { DocData } from './Store';
import {
  assertCollectionName,
  assertDocId,
  assertTenant,
  bodyWithoutPath,
  isPathSegment,
  storedBody,
} from './validateDocument';

describe('isPathSegment (tenants, collections and ids, as Firestore names them)', () => {
  it.each<[string, unknown, boolean]>([
    ['a plain id', 'abc-123_X', true],
    ['accents and spaces inside', 'Habitación 1', true],
    ['names that only look reserved', '_x_', true],
    ['a single underscore pair prefix', '__x', true],
    ['1500 bytes', 'a'.repeat(1500), true],
    ['1500 bytes of two-byte characters', 'ñ'.repeat(750), true],
    ['over 1500 bytes', 'ñ'.repeat(751), false],
    ['empty', '', false],
    ['a slash', 'a/b', false],
    ['a leading blank', ' a', false],
    ['a dot', '.', false],
    ['two dots', '..', false],
    ['reserved', '__x__', false],
    ['reserved, bare', '____', false],
    ['not a string', 1, false],
    ['an unpaired surrogate (SQLite would store U+FFFD)', 'fuzz-\ud800', false],
    ['a surrogate pair', 'fuzz-😀', true],
  ])('%s', (_, name, expected) => {
    expect(isPathSegment(name)).toBe(expected);
  });

  it.each([assertCollectionName, assertDocId, assertTenant])('%o refuses with bad_request', (assert) => {
    expect(() => assert('__x__')).toThrow(expect.objectContaining({ code: 'bad_request' }));
    expect(() => assert('ok')).not.toThrow();
    // A name found valid before does not let another through.
    expect(() => assert('__x__')).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });
});

describe('storedBody', () => {
  it.each<[string, DocData, DocData]>([
    ['strips FireId and collection', { FireId: 'x', collection: 'c', Name: 'A' }, { Name: 'A' }],
    ['keeps a nested FireId', { m: { FireId: 'inner' } }, { m: { FireId: 'inner' } }],
    ['keeps names that only look reserved', { _k_: 1, __k: 2, k__: 3 }, { _k_: 1, __k: 2, k__: 3 }],
    ['keeps arrays in maps in arrays', { l: [{ inner: [1] }] }, { l: [{ inner: [1] }] }],
  ])('%s', (_, data, expected) => {
    expect(storedBody(data)).toEqual(expected);
  });

  it.each<[string, DocData]>([
    ['an empty field name', { '': 1 }],
    ['a reserved field name', { __k__: 1 }],
    ['a reserved field name in a map in an array', { l: [{ m: { __k__: 1 } }] }],
    ['an array directly in an array', { where: [['Name', '==', 'x']] }],
    ['a non-finite number', { m: { n: Number.POSITIVE_INFINITY } }],
    ['maps nested 21 levels', { m: JSON.parse(`${'{"m":'.repeat(20)}1${'}'.repeat(20)}`) as DocData }],
    ['a body nested 1,000 levels', { m: JSON.parse(`${'{"m":'.repeat(999)}1${'}'.repeat(999)}`) as DocData }],
    ['more than 20,000 fields', { l: Array.from({ length: 20_000 }, () => 0) }],
    ['more than 1 MiB', { text: 'x'.repeat(1024 * 1024) }],
  ])('refuses %s with bad_request, saying where', (_, data) => {
    expect(() => storedBody(data)).toThrow(AppError);
    expect(() => storedBody(data)).toThrow(/\(at /);
  });

  it('gives a copy of a body without path fields, never the body itself', () => {
    const data: DocData = { Name: 'A', m: { x: 1 } };
    const body = storedBody(data);
    expect(body).toEqual(data);
    expect(body).not.toBe(data);
  });

  it.each([null, [], 'text'])('refuses a body that is not an object: %j', (data) => {
    expect(() => bodyWithoutPath(data as unknown as DocData)).toThrow(TypeError);
  });
});
