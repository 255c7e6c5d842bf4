import { Link } from 'react-router';
import { useT } from '../../hooks/useT';

export function BackToLogin() {
  const t = useT();
  return (
    <Link className="button button--outlined" to="/login">
      {t('auth.backToLogin')}
    </Link>
  );
}
