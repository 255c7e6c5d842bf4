import { describe, expect, it } from 'vitest';
import { companyVersionCollection, companyVersionDoc, companyVersionRules } from './companyVersion';

describe('companyVersion', () => {
  it('lives at companyVersion/current, where the runner stamps it and every tab subscribes', () => {
    expect(`${companyVersionCollection}/${companyVersionDoc}`).toBe('companyVersion/current');
  });

  it('is written by the runner only', () => {
    expect(companyVersionRules.write).toBe('runner');
  });
});
