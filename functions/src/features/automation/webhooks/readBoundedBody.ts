/** The largest webhook body. */
export const maxWebhookBodyBytes = 1024 * 1024;

/**
 * The raw request body, or null as soon as it passes `maxBytes` (the rest is not read): a
 * declared Content-Length over the bound is refused before reading, a chunked body by counting.
 */
export async function readBoundedBody(
  request: Request,
  maxBytes = maxWebhookBodyBytes,
): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
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
