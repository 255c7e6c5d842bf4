import { initialsOf } from '../../app/layout/Avatar';
import { Icon } from '../../ui/icons';
import { TenantImage } from '../../ui/TenantImage';
import { tenantImageUrl } from '../../ui/tenantImageUrl';
import type { Person } from './people';

/** The contact's image (ImgUrl) when it may load (TenantImage), else its initials on the primary colour. */
export function ContactAvatar({ person, size = 44 }: { person: Person; size?: number }) {
  if (tenantImageUrl(person.imgUrl)) {
    return <TenantImage className="avatar" src={person.imgUrl} width={size} height={size} loading="lazy" />;
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
