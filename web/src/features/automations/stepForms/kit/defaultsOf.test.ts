import {
  chatStepConfigSchema,
  gptStepConfigSchema,
  httpStepConfigSchema,
  stringStepConfigSchema,
} from '@colmena/shared/automation/steps';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from './useStepForm';

describe('defaultsOf', () => {
  it("gives an object schema's defaults, not its required or optional settings", () => {
    expect(defaultsOf(httpStepConfigSchema)).toEqual({
      method: 'GET',
      bodyType: 'json',
      responseType: 'auto',
      acceptErrorStatus: false,
    });
    expect(defaultsOf(gptStepConfigSchema)).toEqual({ model: 'gpt-4o-mini', json: false, stream: false });
  });

  it('gives nothing for a choice of operations or a refined object', () => {
    expect(defaultsOf(stringStepConfigSchema)).toEqual({});
    expect(defaultsOf(chatStepConfigSchema)).toEqual({});
  });
});
