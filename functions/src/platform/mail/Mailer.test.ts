import { describe, expect, it } from 'vitest';
import { defaultMailFrom, readMailConfig } from './Mailer';

describe('readMailConfig', () => {
  it.each([
    [{}, { from: defaultMailFrom }],
    [{ SMTP_URL: '' }, { from: defaultMailFrom }],
    [
      { SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'A <a@b.c>' },
      { smtpUrl: 'smtp://u:p@mail:587', from: 'A <a@b.c>' },
    ],
  ])('%j → %j', (env, config) => {
    expect(readMailConfig(env)).toEqual(config);
  });
});
