/**
 * What a run's trigger input is for a webhook: `{body, contentType, receivedAt}` where `body`
 * is the parsed JSON, the fields of a url-encoded form, or the text. Steps read it as
 * `{{trigger.body.<field>}}`. Null when a body that says it is JSON is not.
 */
export function webhookInput(rawBody: Uint8Array, contentType: string, receivedAt: string) {
  const text = new TextDecoder('utf-8').decode(rawBody);
  let body: unknown = text;
  if (/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    if (text.trim() === '') body = null;
    else
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
  } else if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    body = Object.fromEntries(new URLSearchParams(text));
  }
  return { body, contentType, receivedAt };
}
