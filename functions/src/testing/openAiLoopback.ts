import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a scripted model is asked. */
export interface ScriptedAsk {
  model: string;
  system?: string;
  prompt: string;
  json: boolean;
}

/** A scripted model's answer: text, or an HTTP error status the provider would send. */
export type ScriptedAnswer = { text: string } | { status: number };
export type AiScript = (ask: ScriptedAsk) => ScriptedAnswer;

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

const usageOf = (ask: ScriptedAsk, text: string) => ({
  prompt_tokens: ask.prompt.split(/\s+/).length,
  completion_tokens: text.split(/\s+/).length,
  total_tokens: ask.prompt.split(/\s+/).length + text.split(/\s+/).length,
});

/**
 * A loopback server speaking OpenAI's Chat Completions API (plain and streamed as server-sent
 * events, errors as OpenAI sends them), answering from a script: what the AI provider adapter
 * and the steps built on it are tested against, with no outside host.
 */
export async function startOpenAiLoopback(script: AiScript) {
  const asked: ScriptedAsk[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      const system = body.messages.find((m) => m.role === 'system')?.content;
      const ask: ScriptedAsk = {
        model: body.model,
        ...(system === undefined ? {} : { system }),
        prompt: body.messages.find((m) => m.role === 'user')?.content ?? '',
        json: body.response_format?.type === 'json_object',
      };
      asked.push(ask);
      const answer = script(ask);
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `scripted ${answer.status}`, type: 'api_error' } }));
        return;
      }
      const base = { id: 'chatcmpl-loopback', created: 1_764_000_000, model: `${body.model}-loopback` };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: 'stop' },
            ],
            usage: usageOf(ask, answer.text),
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      for (const piece of answer.text.match(/\S+\s*/g) ?? [])
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: piece } }],
        });
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage: usageOf(ask, answer.text) });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
