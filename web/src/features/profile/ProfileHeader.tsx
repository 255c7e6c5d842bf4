import type { SessionUser } from '@colmena/shared';
import { namedLevelOf } from '@colmena/shared/policy';
import { Avatar } from '../../app/layout/Avatar';
import { useT } from '../../hooks/useT';
import { Tag } from '../../ui/Tag';
import { namedLevelKey } from '../people/levelChoice';
import { contactFullName } from './contactFullName';

/** Avatar, name, e-mail, named level and Rol (when it says more) of the signed-in user. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const t = useT();
  const name = contactFullName(user.contact);
  const level = namedLevelOf({ lvl: user.lvl, rol: user.contact?.Rol });
  const levelName = level ? t(namedLevelKey(level)) : '';
  const rol = user.contact?.Rol ?? '';
  const showRol = rol !== '' && rol.toLocaleLowerCase('es') !== levelName.toLocaleLowerCase('es');
  return (
    <header className="profile-hero">
      <Avatar user={user} size={88} />
      <div className="profile-hero__text">
        <h1 className="profile-hero__name">{name || user.email}</h1>
        <p className="profile-hero__email">{user.email}</p>
        <p className="profile-hero__tags">
          {levelName && <Tag>{levelName}</Tag>}
          {showRol && <Tag tone="outlined">{rol}</Tag>}
        </p>
        {!user.contact && <p className="profile-hero__note">{t('accounts.profile.noContact')}</p>}
      </div>
    </header>
  );
}
