import type { ErrorCode, Language, MessageKey, MessageParams, SignupResponse } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import { type FormEvent, useState } from 'react';
import { type FieldHint, FormField } from './FormField';
import { previewAddress } from './landingUrls';
import { postSignup } from './signupClient';
import {
  emptySignupFields,
  normalizeSubdomainInput,
  type SignupFields,
  toSignupRequest,
  validateSignup,
} from './signupFields';

interface SignupFormProps {
  language: Language;
  host: string;
  initialSubdomain?: string;
  onCreated: (result: SignupResponse) => void;
}

type Submission = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; error: ErrorCode };

export function SignupForm({ language, host, initialSubdomain = '', onCreated }: SignupFormProps) {
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  const [fields, setFields] = useState<SignupFields>({
    ...emptySignupFields,
    subdomain: normalizeSubdomainInput(initialSubdomain),
  });
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const validity = validateSignup(fields);
  const sending = submission.state === 'sending';

  const update = (field: keyof SignupFields) => (value: string) => {
    setFields((previous) => ({
      ...previous,
      [field]: field === 'subdomain' ? normalizeSubdomainInput(value) : value,
    }));
    if (submission.state === 'failed') setSubmission({ state: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validity.all || sending) return;
    setSubmission({ state: 'sending' });
    const outcome = await postSignup(toSignupRequest(fields));
    if (outcome.ok) onCreated(outcome.result);
    else setSubmission({ state: 'failed', error: outcome.error });
  };

  const subdomainHints: FieldHint[] = [
    fields.subdomain && !validity.subdomain
      ? { text: t('errors.invalid_subdomain'), tone: 'bad' }
      : { text: t('landing.signup.subdomainHint'), tone: 'neutral' },
  ];
  if (fields.subdomain) {
    subdomainHints.push({
      text: t('landing.signup.preview', { address: previewAddress(fields.subdomain, host) }),
      tone: validity.subdomain ? 'ok' : 'neutral',
    });
  }

  const passwordHint = (filled: boolean, ok: boolean): FieldHint[] =>
    filled
      ? [
          {
            text: t(ok ? 'landing.signup.passwordValid' : 'landing.signup.passwordInvalid'),
            tone: ok ? 'ok' : 'bad',
          },
        ]
      : [];

  const repeatHints: FieldHint[] =
    fields.passwordRepeat && fields.passwordRepeat !== fields.password
      ? [{ text: t('errors.passwords_do_not_match'), tone: 'bad' }]
      : passwordHint(fields.passwordRepeat.length > 0, validity.passwordRepeat);

  return (
    <form
      className="signup-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="signup-title"
      aria-busy={sending}
    >
      <h2 id="signup-title">{t('landing.signup.title')}</h2>
      <FormField
        id="subdomain"
        label={t('landing.signup.subdomain')}
        value={fields.subdomain}
        onValueChange={update('subdomain')}
        hints={subdomainHints}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormField
        id="companyName"
        label={t('landing.signup.companyName')}
        value={fields.companyName}
        onValueChange={update('companyName')}
        autoComplete="organization"
        required
      />
      <FormField
        id="email"
        type="email"
        label={t('landing.signup.email')}
        value={fields.email}
        onValueChange={update('email')}
        hints={
          fields.email && !validity.email ? [{ text: t('landing.signup.emailInvalid'), tone: 'bad' }] : []
        }
        autoComplete="email"
        required
      />
      <p className="requirements" id="password-requirements">
        {t('landing.signup.passwordRequirements')}
      </p>
      <FormField
        id="password"
        type="password"
        label={t('landing.signup.password')}
        value={fields.password}
        onValueChange={update('password')}
        hints={passwordHint(fields.password.length > 0, validity.password)}
        describedBy="password-requirements"
        autoComplete="new-password"
        required
      />
      <FormField
        id="passwordRepeat"
        type="password"
        label={t('landing.signup.passwordRepeat')}
        value={fields.passwordRepeat}
        onValueChange={update('passwordRepeat')}
        hints={repeatHints}
        autoComplete="new-password"
        required
      />
      {submission.state === 'failed' && (
        <p className="form-error" role="alert">
          {t(`errors.${submission.error}`)}
        </p>
      )}
      <button type="submit" className="primary" disabled={!validity.all || sending}>
        {t(sending ? 'landing.signup.submitting' : 'landing.signup.submit')}
      </button>
    </form>
  );
}
