/** The largest webhook body. */
export const maxWebhookBodyBytes = 1024 * 1024;

/**
 * The raw request body, or null as soon as it passes `maxBytes` (the rest is not read): a
 * declared Content-Length over the bound is refused before reading, a chunked body by counting.
 * A body of declared length (no Transfer-Encoding) within the bound is read at once with
 * `arrayBuffer()`, which @hono/node-server serves straight from the socket, while `body`
 * builds a whole web Request and stream (as http/declaredBodyLimit.ts explains): Node's
 * parser stops such a body at its declared length, so it cannot pass the bound. `header`
 * reads a request header (http/requestHeader: from Node's parsed headers).
 */
export async function readBoundedBody(
  request: Request,
  maxBytes = maxWebhookBodyBytes,
  header: (name: string) => string | undefined = (name) => request.headers.get(name) ?? undefined,
): Promise<Uint8Array | null> {
  const length = header('content-length');
  if (length !== undefined && /^\d+$/.test(length) && header('transfer-encoding') === undefined) {
    if (Number(length) > maxBytes) return null;
    return new Uint8Array(await request.arrayBuffer());
  }
  const declared = Number(length ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
