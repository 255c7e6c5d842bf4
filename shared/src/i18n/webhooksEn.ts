/** English texts of the webhook secret panel (issue 15). webhooksEs.ts has the same keys. */
export const webhooksEn = {
  'webhooks.secret.title': 'Webhook secret',
  'webhooks.secret.saveFirst': 'Save the automation first; then draw its secret here.',
  'webhooks.secret.draw': 'Create a secret',
  'webhooks.secret.rotate': 'Replace the secret',
  'webhooks.secret.rotateNote': 'The secret in use stops working at once.',
  'webhooks.secret.drawing': 'Creating…',
  'webhooks.secret.shownOnce': 'Copy it now: it is shown only this once and cannot be read again.',
  'webhooks.secret.label': 'Secret (ends in {last4})',
  'webhooks.secret.copy': 'Copy',
  'webhooks.secret.copied': 'Copied',
  'webhooks.secret.howTo':
    'Send POST {url} with X-Colmena-Timestamp (Unix seconds) and X-Colmena-Signature: sha256= followed by the hex HMAC-SHA256 of "<timestamp>.<body>" with the secret (or the secret itself in X-Colmena-Secret). Requests more than 5 minutes old, or sent twice, are refused.',
} as const;
