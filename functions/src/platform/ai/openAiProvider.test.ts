import { describe, expect, it } from 'vitest';
import { startOpenAiLoopback } from '../../testing/openAiLoopback';
import { scriptedAiProvider } from '../../testing/scriptedAiProvider';
import { guardedHttp } from '../outbound/guardedHttp';
import { aiConformance } from './conformance/aiConformance';
import { openAiProvider } from './openAiProvider';

describe('openAiProvider against a loopback server speaking Chat Completions', () => {
  aiConformance(async (script) => {
    const server = await startOpenAiLoopback(script);
    // The loopback server is let through as a server-side test setting; nothing else inside is.
    const outbound = guardedHttp({
      allowAddress: (address, port) => address === '127.0.0.1' && port === server.port,
    });
    return {
      provider: openAiProvider({ apiKey: 'sk-test', baseUrl: server.baseUrl, outbound }),
      close: server.close,
    };
  });

  it('goes through the outbound guard: a base URL inside our network is unreachable', async () => {
    const server = await startOpenAiLoopback(() => ({ text: 'should not be asked' }));
    try {
      const ai = openAiProvider({ apiKey: 'sk-test', baseUrl: server.baseUrl, outbound: guardedHttp() });
      await expect(ai.complete({ model: 'm', prompt: 'x' })).rejects.toMatchObject({ reason: 'unreachable' });
      expect(server.asked).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});

describe('scriptedAiProvider (the test double) keeps the same contract', () => {
  aiConformance(async (script) => ({ provider: scriptedAiProvider(script), close: async () => undefined }));
});
