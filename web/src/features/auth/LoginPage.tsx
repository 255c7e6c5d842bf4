import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toErrorCode } from '../../api/apiError';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { loginMachine } from '../../machines/loginMachine';
import { AuthCard } from './AuthCard';
import { signInRequest } from './returnPath';
import './auth.css';

export function LoginPage() {
  const t = useT();
  const { company, refresh } = useSession();
  const { notify } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const [snapshot, send] = useMachine(loginMachine);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const { email, password, error } = snapshot.context;
  const submitting = snapshot.matches('submitting') || snapshot.matches('success');
  // Sent here from a page that needs a session: say why, and go back there afterwards.
  const request = signInRequest(location.search, location.state);
  const back = request.next ?? '/';

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    // The new session changes what the company answer contains (collections) and the language.
    refresh().then(
      () => navigate(back, { replace: true }),
      (failure: unknown) => notify({ text: t(`errors.${toErrorCode(failure)}`), type: 'error', time: 10000 }),
    );
  }, [snapshot.status, refresh, navigate, back, notify, t]);

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle', { company: company.Name })}>
      {request.reason && (
        <p className="notice auth-card__reason" role="status" data-testid="sign-in-reason">
          {t(request.reason === 'ended' ? 'auth.login.sessionEnded' : 'auth.login.required')}
        </p>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'credentials.submit' });
        }}
      >
        <div className="field">
          <label htmlFor={emailId}>{t('auth.login.email')}</label>
          <input
            id={emailId}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            disabled={submitting}
            onChange={(event) => send({ type: 'credentials.change', email: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('auth.login.password')}</label>
          <input
            id={passwordId}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            disabled={submitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => send({ type: 'credentials.change', password: event.target.value })}
          />
        </div>
        {error && (
          <p id={errorId} className="form__error" role="alert">
            {t(`errors.${error}`)}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        {company.hasPublicPage && <Link to="/public">{t('auth.login.backToPublic')}</Link>}
      </div>
    </AuthCard>
  );
}
