import { describe, expect, it } from 'vitest';
import { formatCoordinates } from './coordinates';

describe('formatCoordinates', () => {
  it.each([
    ['Madrid', 40.4168, -3.7038, '40,41680; -3,70380', '40.41680, -3.70380'],
    ['Valencia', 39.46975, -0.37739, '39,46975; -0,37739', '39.46975, -0.37739'],
    ['rounded to five decimals', 40.416775, -3.703791, '40,41678; -3,70379', '40.41678, -3.70379'],
    ['the equator and the meridian (no "-0")', 0, -0, '0,00000; 0,00000', '0.00000, 0.00000'],
    [
      'three-digit longitudes are not grouped',
      -33.8688,
      151.2093,
      '-33,86880; 151,20930',
      '-33.86880, 151.20930',
    ],
    ['the far ends', -90, 180, '-90,00000; 180,00000', '-90.00000, 180.00000'],
    ['a tiny negative rounds to a bare zero', -0.000001, 0.000001, '0,00000; 0,00000', '0.00000, 0.00000'],
  ])('%s', (_case, lat, lng, es, en) => {
    expect(formatCoordinates(lat, lng, 'es')).toBe(es);
    expect(formatCoordinates(lat, lng, 'en')).toBe(en);
  });
});
