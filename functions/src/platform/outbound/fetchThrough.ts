import type { OutboundHttp, OutboundRequest } from './OutboundHttp';

type Method = NonNullable<OutboundRequest['method']>;
const methods: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A `fetch` over the outbound port, for SDKs that take one (openai): their requests get the
 * same guard as everything else a tenant's URL reaches. The answer is whole when it resolves
 * (the port reads bodies in full), so a streamed answer arrives at once.
 */
export function fetchThrough(outbound: OutboundHttp): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const method = request.method.toUpperCase();
    if (!methods.includes(method)) throw new TypeError(`outbound: method ${method} is not allowed`);
    const body =
      method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await request.arrayBuffer());
    const answer = await outbound.request({
      method: method as Method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      ...(body && body.length > 0 ? { body } : {}),
    });
    const nullBody = answer.status === 204 || answer.status === 304 || method === 'HEAD';
    return new Response(nullBody ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}
