import { type EmailStepConfig, maxEmailRecipients } from '@colmena/shared/automation/steps';
import { StepError, type StepRunner } from './StepRunner';

/** An address a mail server takes: one @, no spaces or angle brackets (no header injection). */
const addressPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** The recipients of `to`: addresses separated by commas, semicolons or spaces. */
export function recipientsOf(to: string): string[] {
  const list = [...new Set(to.split(/[,;\s]+/).filter((part) => part !== ''))];
  if (list.length === 0) throw new StepError('bad_input', 'no recipient');
  if (list.length > maxEmailRecipients)
    throw new StepError('bad_input', `${list.length} recipients (at most ${maxEmailRecipients})`);
  const wrong = list.find((address) => !addressPattern.test(address));
  if (wrong !== undefined) throw new StepError('bad_input', `not an e-mail address: ${wrong.slice(0, 200)}`);
  return list;
}

/**
 * `email`: one message per recipient through the mail port (SMTP with nodemailer, or the
 * outbox). A mail server that fails is retried by the engine. Output `{sent: [addresses]}`.
 */
export const emailRunner: StepRunner<EmailStepConfig> = {
  kind: 'email',
  async run(config, { tenant, services, log }) {
    const to = recipientsOf(config.to);
    if (/[\r\n]/.test(config.subject)) throw new StepError('bad_input', 'the subject has a line break');
    const sent: string[] = [];
    for (const address of to) {
      try {
        await services.mailer.send({
          tenant,
          to: address,
          subject: config.subject,
          text: config.text,
          ...(config.html ? { html: config.html } : {}),
        });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        // Those already sent would be sent again by a retry: only a first failure is retried.
        throw new StepError('provider_error', `mail to ${address}: ${detail}`, sent.length === 0);
      }
      sent.push(address);
      log(`mail sent to ${address}`);
    }
    return { sent };
  },
};
