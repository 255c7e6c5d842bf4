import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { drawWebhookSecret, webhookUrl } from './webhookSecretApi';

describe('drawWebhookSecret', () => {
  it('POSTs to the automation’s secret route and answers the secret shown once', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const fetchFn = async (path: RequestInfo | URL, init?: RequestInit) => {
      asked.push([String(path), init]);
      return Response.json({ automationId: 'a 1', secret: 'whsec_abc', last4: '_abc' });
    };
    expect(await drawWebhookSecret('a 1', fetchFn)).toEqual({
      automationId: 'a 1',
      secret: 'whsec_abc',
      last4: '_abc',
    });
    expect(asked[0]?.[0]).toBe('/api/automations/a%201/webhook-secret');
    expect(asked[0]?.[1]?.method).toBe('POST');
  });

  it('a refusal is an ApiError with its catalogue code', async () => {
    const fetchFn = async () => Response.json({ error: 'forbidden', message: 'Forbidden' }, { status: 403 });
    await expect(drawWebhookSecret('a', fetchFn)).rejects.toBeInstanceOf(ApiError);
    await expect(drawWebhookSecret('a', fetchFn)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('webhookUrl', () => {
  it('is /hooks/{id} on the company’s own address', () => {
    expect(webhookUrl('https://demo.colmena.app', 'abc')).toBe('https://demo.colmena.app/hooks/abc');
  });
});
