import { describe, expect, it } from 'vitest';
import type { AiScript } from '../../../testing/openAiLoopback';
import type { AiProvider } from '../AiProvider';

/**
 * The contract of the AI provider port, for every adapter: `open` gives a provider whose model
 * answers from `script` (a loopback server speaking the provider's API, or a fake).
 */
export function aiConformance(
  open: (script: AiScript) => Promise<{ provider: AiProvider; close(): Promise<void> }>,
) {
  const withProvider = async <T>(script: AiScript, run: (provider: AiProvider) => Promise<T>): Promise<T> => {
    const { provider, close } = await open(script);
    try {
      return await run(provider);
    } finally {
      await close();
    }
  };

  describe('AI provider conformance', () => {
    it('answers the text of the completion, and the model that wrote it', async () => {
      const answer = await withProvider(
        () => ({ text: 'Urgente' }),
        (ai) => ai.complete({ model: 'gpt-test', prompt: 'Clasifica: se inunda el baño' }),
      );
      expect(answer.text).toBe('Urgente');
      expect(answer.model).toMatch(/^gpt-test/);
    });

    it('hands the system and user prompts to the model', async () => {
      const answer = await withProvider(
        (ask) => ({ text: `${ask.system ?? '-'} | ${ask.prompt}` }),
        (ai) =>
          ai.complete({ model: 'm', system: 'Eres un clasificador.', prompt: 'Texto con ñ y acentos: á' }),
      );
      expect(answer.text).toBe('Eres un clasificador. | Texto con ñ y acentos: á');
    });

    it('asks for JSON and parses the object', async () => {
      const answer = await withProvider(
        (ask) => ({ text: ask.json ? '{"clase":"urgente","confianza":0.9}' : 'urgente' }),
        (ai) => ai.complete({ model: 'm', prompt: 'Clasifica', json: true }),
      );
      expect(answer.json).toEqual({ clase: 'urgente', confianza: 0.9 });
    });

    it('refuses an answer that is not the JSON object asked for', async () => {
      await expect(
        withProvider(
          () => ({ text: 'urgente, creo' }),
          (ai) => ai.complete({ model: 'm', prompt: 'Clasifica', json: true }),
        ),
      ).rejects.toMatchObject({ reason: 'bad_output' });
    });

    it('streams the answer in pieces that make up the whole text', async () => {
      const pieces: string[] = [];
      const answer = await withProvider(
        () => ({ text: 'La obra de la calle Alcalá va con retraso.' }),
        (ai) => ai.complete({ model: 'm', prompt: 'Resume' }, { onDelta: (piece) => pieces.push(piece) }),
      );
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.join('')).toBe(answer.text);
      expect(answer.text).toBe('La obra de la calle Alcalá va con retraso.');
    });

    it.each([
      [401, 'unauthorized'],
      [429, 'rate_limited'],
      [500, 'provider_error'],
      [400, 'bad_request'],
    ])('turns a provider %i into %s', async (status, reason) => {
      await expect(
        withProvider(
          () => ({ status }),
          (ai) => ai.complete({ model: 'm', prompt: 'x' }),
        ),
      ).rejects.toMatchObject({ reason });
    });
  });
}
