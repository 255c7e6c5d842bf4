import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { Tag } from '../../ui/Tag';
import { ContactAvatar } from './ContactAvatar';
import { namedLevelKey } from './levelChoice';
import { isDisabled, levelOf, type Person } from './people';

/**
 * One contact: avatar, name with its named level, Rol (when it says more than the level) and
 * ways to reach them; the whole row opens its edit form.
 */
export function PersonRow({ person }: { person: Person }) {
  const t = useT();
  const name = person.fullName || t('accounts.people.noName');
  const level = levelOf(person);
  const levelName = level ? t(namedLevelKey(level)) : null;
  const rol = person.rol.toLocaleLowerCase('es') === levelName?.toLocaleLowerCase('es') ? '' : person.rol;
  return (
    <li>
      <Link
        className="person-row"
        to={`/userslist/edit/${encodeURIComponent(person.id)}`}
        aria-label={t('accounts.people.edit', { name: person.fullName || person.email || name })}
        data-testid="person-row"
      >
        <ContactAvatar person={person} />
        <span className="person-row__main">
          <span className="person-row__title">
            <span className="person-row__name">{name}</span>
            {levelName && (
              <span className="person-row__level" data-testid="person-level">
                <Tag tone={level === 'client' ? 'outlined' : 'primary'}>{levelName}</Tag>
              </span>
            )}
          </span>
          <span className="person-row__meta">
            {[rol, person.email, person.phone].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className="person-row__tags">
          {person.forceReset && <Tag tone="warning">{t('accounts.people.mustReset')}</Tag>}
          {isDisabled(person) && <Tag tone="error">{t('accounts.people.disabled')}</Tag>}
        </span>
        <svg
          className="person-row__go"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
    </li>
  );
}
