import { useLogout } from '../../hooks/useLogout';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { LogoutDialog } from './LogoutDialog';

/** The icon in the desktop bar, or a text button (profile screen, where small screens sign out). */
export function LogoutButton({ variant }: { variant: 'icon' | 'text' }) {
  const t = useT();
  const logout = useLogout();
  const label = t('shell.icon.logout');
  return (
    <>
      {variant === 'icon' ? (
        <button type="button" className="icon-button" aria-label={label} title={label} onClick={logout.ask}>
          <Icon name="logout" />
        </button>
      ) : (
        <button type="button" className="button button--outlined" onClick={logout.ask}>
          <Icon name="logout" size={20} />
          {label}
        </button>
      )}
      <LogoutDialog phase={logout.phase} onCancel={logout.cancel} onConfirm={logout.confirm} />
    </>
  );
}
