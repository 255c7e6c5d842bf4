import { useState } from 'react';
import { LogoutButton } from '../../app/layout/LogoutButton';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { PasswordUpdateForm } from '../auth/PasswordUpdateForm';
import { EmailChangeForm } from './EmailChangeForm';
import { LanguageSetting } from './LanguageSetting';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSection } from './ProfileSection';
import './profile.css';

/**
 * `/profile` (issue 4 item 5): who you are, the language saved on your contact, a new e-mail,
 * a new password (the rule of spec §5) and sign-out, which small screens have only here.
 */
export function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  // A fresh, empty password form after each successful change.
  const [passwordForm, setPasswordForm] = useState(0);
  if (!user) return null;
  return (
    <div className="page profile">
      <ProfileHeader user={user} />
      <div className="profile__grid">
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
