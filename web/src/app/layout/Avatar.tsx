import type { SessionUser } from '@colmena/shared';
import { TenantImage } from '../../ui/TenantImage';

/** Up to two letters: first and last name, else the e-mail's first letter. */
export function initialsOf(user: Pick<SessionUser, 'email' | 'contact'>): string {
  const name = [user.contact?.Name, user.contact?.Surname]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const words = name.length > 0 ? name.join(' ').split(/\s+/) : [];
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => word?.charAt(0) ?? '').join('');
  return (initials || user.email.charAt(0) || '?').toUpperCase();
}

/** The contact's image (ImgUrl) when it may load (TenantImage), else the initials. */
export function Avatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  const initials = (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(user)}
    </span>
  );
  return (
    <TenantImage
      className="avatar"
      src={user.contact?.ImgUrl}
      width={size}
      height={size}
      fallback={initials}
    />
  );
}
