import { canSeeAdminIcons, canSeeChatIcon, canSeePeopleList } from '@colmena/shared/policy';
import { useMemo } from 'react';
import { NotificationsBadge, notificationsCountId } from '../../features/notifications/NotificationsBadge';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { Avatar } from './Avatar';
import { ChatLink } from './ChatLink';
import { IconBarLink } from './IconBarLink';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { buildShortcuts } from './shortcuts';

interface Props {
  small: boolean;
  panelOpen: boolean;
  panelId: string;
  onTogglePanel(): void;
}

/**
 * Spec §2 icon bar: profile, chat, people, admin icons (desktop), widget shortcuts, language,
 * then logout on desktop or mobile widgets + home on small screens. Right side or bottom (CSS).
 */
export function IconBar({ small, panelOpen, panelId, onTogglePanel }: Props) {
  const { company, user } = useSession();
  const t = useT();
  const shortcuts = useMemo(
    () => buildShortcuts(company.widgetsMenu, company.collections),
    [company.widgetsMenu, company.collections],
  );
  if (!user) return null;
  const lvl = user.lvl;

  return (
    <nav className="icon-bar" aria-label={t('shell.iconBar.label')}>
      <div className="icon-bar__group">
        {!small && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.panel.toggle')}
            title={t('shell.panel.toggle')}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            aria-describedby={panelOpen ? undefined : notificationsCountId}
            onClick={onTogglePanel}
          >
            <Icon name="panel" />
            {!panelOpen && <NotificationsBadge />}
          </button>
        )}
        {small && (
          <IconBarLink to="/" label={t('shell.icon.home')} end>
            <Icon name="home" />
          </IconBarLink>
        )}
        <IconBarLink to="/profile" label={t('shell.icon.profile')}>
          <Avatar user={user} size={32} />
        </IconBarLink>
        {canSeeChatIcon(company, lvl) && <ChatLink uid={user.uid} initial={user.unreadMessages} />}
        {canSeePeopleList(company, lvl) && (
          <IconBarLink to="/userslist" label={t('shell.icon.people')}>
            <Icon name="people" />
          </IconBarLink>
        )}
        {canSeeAdminIcons(lvl, small) && (
          <>
            <IconBarLink to="/companyconfig" label={t('shell.icon.companyConfig')}>
              <Icon name="settings" />
            </IconBarLink>
            <IconBarLink to="/store" label={t('shell.icon.store')}>
              <Icon name="store" />
            </IconBarLink>
            <IconBarLink to="/logs/false/false" label={t('shell.icon.logs')}>
              <Icon name="logs" />
            </IconBarLink>
          </>
        )}
      </div>
      {shortcuts.length > 0 && (
        <div className="icon-bar__group icon-bar__group--shortcuts">
          {shortcuts.map((shortcut, index) => (
            <IconBarLink
              key={shortcut.key}
              to={shortcut.to}
              label={shortcut.title ?? t('shell.icon.shortcut', { number: index + 1 })}
            >
              <Icon name={shortcut.icon} />
            </IconBarLink>
          ))}
        </div>
      )}
      <div className="icon-bar__group icon-bar__group--end">
        <LanguageSwitch />
        {small ? (
          <IconBarLink
            to="/mobilewidgets"
            label={t('shell.icon.mobileWidgets')}
            describedBy={notificationsCountId}
          >
            <Icon name="apps" />
            <NotificationsBadge />
          </IconBarLink>
        ) : (
          <LogoutButton variant="icon" />
        )}
      </div>
    </nav>
  );
}
