import { describe, expect, it } from 'vitest';
import { imageLinks, openableLink, storedFiles, withoutItem } from './attachments';
import { testField } from './kitTestFields';
import { fromPosition, locationTexts, typedLocation } from './locationValue';
import { pickerColor, ratingStars, sliderScale } from './ratingScale';

describe('location values', () => {
  it.each([
    ['', '', 'es', null],
    ['40,4168', '-3,7038', 'es', { lat: 40.4168, lng: -3.7038 }],
    ['40.4168', '-3.7038', 'en', { lat: 40.4168, lng: -3.7038 }],
    ['40,4', '', 'es', { lat: '40,4', lng: '' }],
    ['norte', '3', 'es', { lat: 'norte', lng: '3' }],
  ] as const)('typed %j, %j (%s) → %j', (lat, lng, language, expected) => {
    expect(typedLocation(lat, lng, language)).toEqual(expected);
  });

  it.each([
    [{ lat: 40.5, lng: -3.25 }, 'es', { lat: '40,5', lng: '-3,25' }],
    [{ lat: 40.5, lng: -3.25 }, 'en', { lat: '40.5', lng: '-3.25' }],
    [null, 'es', { lat: '', lng: '' }],
    ['40,3', 'es', { lat: '', lng: '' }],
  ] as const)('%j shows in %s as %j', (value, language, expected) => {
    expect(locationTexts(value, language)).toEqual(expected);
  });

  it('keeps a browser position to 6 decimals', () => {
    expect(fromPosition({ latitude: 40.416775123, longitude: -3.703790456 })).toEqual({
      lat: 40.416775,
      lng: -3.70379,
    });
  });
});

describe('attachments', () => {
  it.each([
    [
      ['/a.png', 'https://x/b.jpg'],
      ['/a.png', 'https://x/b.jpg'],
    ],
    [['/a.png', 3, '', null], ['/a.png']],
    ['/a.png', []],
    [null, []],
  ])('images of %j: %j', (value, expected) => {
    expect(imageLinks(value)).toEqual(expected);
  });

  it.each([
    [[{ name: 'a.pdf', url: '/a.pdf' }], [{ name: 'a.pdf', url: '/a.pdf' }]],
    [[{ name: 'a.pdf' }, 'x', { name: 'b', url: '/b' }], [{ name: 'b', url: '/b' }]],
    [undefined, []],
  ])('files of %j: %j', (value, expected) => {
    expect(storedFiles(value)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a'], 0, null],
    [['a', 'a'], 0, ['a']],
  ])('%j without item %d: %j', (items, at, expected) => {
    expect(withoutItem(items, at)).toEqual(expected);
  });

  it.each([
    ['/api/files/x.pdf', '/api/files/x.pdf'],
    ['https://cdn.example.com/x.pdf', 'https://cdn.example.com/x.pdf'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x', undefined],
    ['data:text/html,x', undefined],
  ])('a file link %j opens as %j', (url, expected) => {
    expect(openableLink(url)).toBe(expected);
  });
});

describe('scales', () => {
  it.each([
    [{}, 5],
    [{ max: 10 }, 10],
    [{ max: 3 }, 3],
    [{ max: 40 }, 10],
    [{ max: 0 }, 1],
    [{ max: 4.7 }, 4],
  ])('a rating with %j has %d stars', (extra, stars) => {
    expect(ratingStars(testField('rating', extra))).toBe(stars);
  });

  it.each([
    [{}, { min: 0, max: 100, step: 1 }],
    [
      { min: -10, max: 10, step: 0.5 },
      { min: -10, max: 10, step: 0.5 },
    ],
    [{ min: 150 }, { min: 150, max: 150, step: 1 }],
  ])('a slider with %j spans %j', (extra, scale) => {
    expect(sliderScale(testField('slider', extra))).toEqual(scale);
  });

  it.each([
    ['#1A73E8', '#1a73e8'],
    ['#fa0', '#ffaa00'],
    ['#12345', '#000000'],
    ['red', '#000000'],
    [null, '#000000'],
  ])('the picker shows %j as %j', (value, shown) => {
    expect(pickerColor(value)).toBe(shown);
  });
});
