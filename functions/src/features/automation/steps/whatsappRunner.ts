import type { WhatsappStepConfig } from '@colmena/shared/automation/steps';
import { bodyText, outboundRequest } from './outboundStep';
import { StepError, type StepRunner } from './StepRunner';

/** Where the WhatsApp Cloud API is. */
export const whatsappGraphBase = 'https://graph.facebook.com';

/** The Cloud API's "too many messages" error codes (throughput and spam limits). */
const throttledCodes = new Set([4, 80007, 130429, 131048, 131056]);

interface GraphAnswer {
  messages?: { id?: string }[];
  contacts?: { wa_id?: string }[];
  error?: { message?: string; code?: number; type?: string };
}

/**
 * `whatsapp`: POST {graphBase}/{apiVersion}/{phoneNumberId}/messages with the company secret
 * `WhatsAppToken` as bearer, through the guarded client. Output `{messageId, waId}`. Tests make
 * one with a loopback base (the guard lets it through only as a server-side test setting).
 */
export function whatsappRunnerAt(graphBase: string): StepRunner<WhatsappStepConfig> {
  return {
    kind: 'whatsapp',
    async run(config, { services, log }) {
      if (!/^\d{1,30}$/.test(config.phoneNumberId))
        throw new StepError('bad_config', 'the phone number id is digits only');
      const to = config.to.replace(/[\s\-().]/g, '').replace(/^\+/, '');
      if (!/^\d{6,20}$/.test(to))
        throw new StepError('bad_input', `not a phone number: ${config.to.slice(0, 50)}`);
      const token = await services.secret('WhatsAppToken');
      if (!token) throw new StepError('bad_config', 'the company has no WhatsAppToken secret');
      const message = config.message;
      const body =
        message.type === 'text'
          ? { type: 'text', text: { preview_url: message.previewUrl, body: message.text } }
          : {
              type: 'template',
              template: {
                name: message.name,
                language: { code: message.language },
                ...(message.parameters.length
                  ? {
                      components: [
                        {
                          type: 'body',
                          parameters: message.parameters.map((text) => ({ type: 'text', text })),
                        },
                      ],
                    }
                  : {}),
              },
            };
      log(`WhatsApp ${message.type} to ${to.slice(0, -4).replace(/\d/g, '•')}${to.slice(-4)}`);
      const response = await outboundRequest(services, {
        method: 'POST',
        url: `${graphBase}/${config.apiVersion}/${config.phoneNumberId}/messages`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...body }),
      });
      let answer: GraphAnswer = {};
      try {
        answer = JSON.parse(bodyText(response)) as GraphAnswer;
      } catch {
        // an answer that is not JSON is judged by its status below
      }
      if (response.status >= 400 || answer.error) {
        const code = answer.error?.code;
        const detail = `status ${response.status}${code === undefined ? '' : ` code ${code}`}: ${answer.error?.message ?? 'no error message'}`;
        if (response.status === 429 || (code !== undefined && throttledCodes.has(code)))
          throw new StepError('rate_limited', detail, true);
        throw new StepError('provider_error', detail, response.status >= 500);
      }
      const messageId = answer.messages?.[0]?.id;
      if (!messageId) throw new StepError('provider_error', 'the answer names no message');
      return { messageId, waId: answer.contacts?.[0]?.wa_id ?? to };
    },
  };
}

export const whatsappRunner = whatsappRunnerAt(whatsappGraphBase);
