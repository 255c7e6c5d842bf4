import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { BackToLogin } from '../../app/routes/BackToLogin';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { type ForgotPasswordInput, forgotPasswordMachine } from '../../machines/forgotPasswordMachine';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { NewPasswordStep } from './NewPasswordStep';
import { passwordUpdatedSnackMs } from './PasswordUpdateForm';
import { resetErrorText } from './resetErrorText';
import './auth.css';

/** 1 e-mail, 2 code, 3 new password: what the progress bar and the card show. */
function stepOf(snapshot: SnapshotFrom<typeof forgotPasswordMachine>): 1 | 2 | 3 {
  if (snapshot.matches('enteringEmail') || snapshot.matches('sendingCode')) return 1;
  if (snapshot.matches('enteringCode') || snapshot.matches('verifyingCode')) return 2;
  return 3;
}

/**
 * The forgotten-password journey (forgotPasswordMachine) in one card. When the server signed
 * the user in with the new password they go home; otherwise the card says so and links to /login.
 */
export function PasswordResetFlow({ input }: { input: ForgotPasswordInput }) {
  const t = useT();
  const { user, refresh } = useSession();
  const { notify } = useSnackbar();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(forgotPasswordMachine, { input });
  const [refreshed, setRefreshed] = useState(false);
  const { email, code, password, repeat, error, codeSent } = snapshot.context;
  const errorText = error ? resetErrorText(t, error) : null;
  const done = snapshot.status === 'done';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one message and one reload when the journey ends
  useEffect(() => {
    if (!done) return;
    notify({ text: t('accounts.password.updated'), type: 'success', time: passwordUpdatedSnackMs });
    refresh()
      .catch((failure: unknown) => console.error('The session could not be reloaded', failure))
      .finally(() => setRefreshed(true));
  }, [done]);

  useEffect(() => {
    if (refreshed && user) navigate('/', { replace: true });
  }, [refreshed, user, navigate]);

  const step = stepOf(snapshot);
  const title = step === 1 ? t('auth.forgot.title') : t('auth.reset.title');

  if (done) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <div className="notice notice--success" role="status">
          {t('accounts.forgot.done')}
        </div>
        {refreshed && !user && <BackToLogin />}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={t('accounts.forgot.step', { step })}>
      <ol className="steps" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={n <= step ? 'steps__item steps__item--on' : 'steps__item'} />
        ))}
      </ol>
      {step === 1 && (
        <EmailStep
          email={email}
          sending={snapshot.matches('sendingCode')}
          error={errorText}
          onEmail={(value) => send({ type: 'email.change', email: value })}
          onSubmit={() => send({ type: 'email.submit' })}
        />
      )}
      {step === 2 && (
        <CodeStep
          email={email}
          code={code}
          codeSent={codeSent}
          busy={snapshot.matches('verifyingCode')}
          error={errorText}
          onCode={(value) => send({ type: 'code.change', code: value })}
          onSubmit={() => send({ type: 'code.submit' })}
          onResend={() => send({ type: 'code.resend' })}
          onOtherEmail={() => send({ type: 'email.edit' })}
        />
      )}
      {step === 3 && (
        <NewPasswordStep
          email={email}
          password={password}
          repeat={repeat}
          saving={snapshot.matches('savingPassword')}
          error={errorText}
          onChange={(change) => send({ type: 'password.change', ...change })}
          onSubmit={() => send({ type: 'password.submit' })}
        />
      )}
      <div className="auth-card__links">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
