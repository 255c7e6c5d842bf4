import { useState } from 'react';
import { LogoutButton } from '../../app/layout/LogoutButton';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { PasswordUpdateForm } from '../auth/PasswordUpdateForm';
import { EmailChangeForm } from './EmailChangeForm';
import { LanguageSetting } from './LanguageSetting';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSection } from './ProfileSection';
import { useOwnContact } from './useOwnContact';
import './profile.css';

/**
 * `/profile` (issue 4 item 5, issue 12 point 6): who you are, your name, surname, phone and
 * photo, the language saved on your contact (picked from the company's), a new e-mail, a new
 * password (the rule of spec §5) and sign-out, which small screens have only here.
 */
export function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  const own = useOwnContact(user?.uid ?? null);
  // A fresh, empty password form after each successful change.
  const [passwordForm, setPasswordForm] = useState(0);
  if (!user) return null;
  return (
    <div className="page profile">
      <ProfileHeader user={user} />
      <div className="profile__grid">
        <ProfileSection title={t('people.profile.details')}>
          {own.contact ? (
            <ProfileDetailsForm key={own.contact.id} contact={own.contact} />
          ) : own.status === 'loading' ? (
            <p className="profile-card__description">{t('accounts.loading')}</p>
          ) : (
            <p className="profile-card__description">{t('people.profile.noContact')}</p>
          )}
        </ProfileSection>
        <LanguageSetting />
        <ProfileSection title={t('accounts.profile.email')} description={user.email}>
          <EmailChangeForm currentEmail={user.email} />
        </ProfileSection>
        <ProfileSection title={t('accounts.profile.changePassword')}>
          <PasswordUpdateForm key={passwordForm} onSuccess={() => setPasswordForm((n) => n + 1)} />
        </ProfileSection>
        <ProfileSection title={t('accounts.profile.session')}>
          <div>
            <LogoutButton variant="text" />
          </div>
        </ProfileSection>
      </div>
    </div>
  );
}
