import { LogoutButton } from '../../app/layout/LogoutButton';
import { ComingSoon } from '../comingSoon/ComingSoon';

/** The profile arrives later; its sign-out button is already here because small screens have no other. */
export function ProfilePage() {
  return (
    <ComingSoon titleKey="shell.route.profile">
      <LogoutButton variant="text" />
    </ComingSoon>
  );
}
