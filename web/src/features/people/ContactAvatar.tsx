import { initialsOf } from '../../app/layout/Avatar';
import { Icon } from '../../ui/icons';
import type { Person } from './people';

/** The contact's image (ImgUrl), else its initials on the primary colour. */
export function ContactAvatar({ person, size = 44 }: { person: Person; size?: number }) {
  if (person.imgUrl) {
    return <img className="avatar" src={person.imgUrl} alt="" width={size} height={size} loading="lazy" />;
  }
  const initials = initialsOf({
    email: person.email,
    contact: { FireId: person.id, Name: person.name, Surname: person.surname },
  });
  if (initials === '?') {
    return (
      <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
        <Icon name="person" size={Math.round(size * 0.55)} />
      </span>
    );
  }
  return (
    <span
      className="avatar avatar--initials"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
