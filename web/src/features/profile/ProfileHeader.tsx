import type { SessionUser } from '@colmena/shared';
import { Avatar } from '../../app/layout/Avatar';
import { useT } from '../../hooks/useT';
import { Tag } from '../../ui/Tag';
import { contactFullName } from './contactFullName';

/** Avatar, name, e-mail, role and level of the signed-in user. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const t = useT();
  const name = contactFullName(user.contact);
  return (
    <header className="profile-hero">
      <Avatar user={user} size={88} />
      <div className="profile-hero__text">
        <h1 className="profile-hero__name">{name || user.email}</h1>
        <p className="profile-hero__email">{user.email}</p>
        <p className="profile-hero__tags">
          {user.contact?.Rol && <Tag>{user.contact.Rol}</Tag>}
          <Tag tone="outlined">{t('accounts.profile.level', { lvl: user.lvl })}</Tag>
        </p>
        {!user.contact && <p className="profile-hero__note">{t('accounts.profile.noContact')}</p>}
      </div>
    </header>
  );
}
