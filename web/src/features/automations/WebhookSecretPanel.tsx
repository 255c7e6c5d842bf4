import { useState } from 'react';
import { ApiError } from '../../api/apiError';
import { useT } from '../../hooks/useT';
import { type DrawnSecret, drawWebhookSecret, webhookUrl } from './webhookSecretApi';

interface Props {
  /** Null while the automation is not saved yet (a secret belongs to a saved automation). */
  automationId: string | null;
}

/**
 * The webhook trigger's secret: created or replaced here (level 100), shown this once with a
 * copy button and how a caller signs with it; the server keeps it sealed and never shows it again.
 */
export function WebhookSecretPanel({ automationId }: Props) {
  const t = useT();
  const [drawn, setDrawn] = useState<DrawnSecret | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!automationId) return <p className="field-hint">{t('webhooks.secret.saveFirst')}</p>;
  const url = webhookUrl(window.location.origin, automationId);

  const draw = async () => {
    setDrawing(true);
    setProblem(null);
    setCopied(false);
    try {
      setDrawn(await drawWebhookSecret(automationId));
    } catch (error) {
      setProblem(error instanceof ApiError ? t(`errors.${error.code}`) : String(error));
    } finally {
      setDrawing(false);
    }
  };
  const copy = async () => {
    if (!drawn) return;
    await navigator.clipboard?.writeText(drawn.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="automations__webhook" data-testid="webhook-secret">
      <p className="field-hint">{t('webhooks.secret.howTo', { url })}</p>
      <button type="button" className="button button--text" onClick={draw} disabled={drawing}>
        {drawing
          ? t('webhooks.secret.drawing')
          : drawn
            ? t('webhooks.secret.rotate')
            : t('webhooks.secret.draw')}
      </button>
      {drawn && <p className="field-hint">{t('webhooks.secret.rotateNote')}</p>}
      {drawn && (
        <div role="status">
          <label>
            {t('webhooks.secret.label', { last4: drawn.last4 })}
            <input
              className="automations__secret"
              readOnly
              value={drawn.secret}
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <button type="button" className="button button--text" onClick={copy}>
            {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
          </button>
          <p className="field-hint">{t('webhooks.secret.shownOnce')}</p>
        </div>
      )}
      {problem && (
        <p className="automations__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
