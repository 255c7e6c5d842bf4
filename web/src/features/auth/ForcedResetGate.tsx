import { useCallback, useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { ForcedResetDialog } from './ForcedResetDialog';

/**
 * Spec §4 "On login the contact is loaded; if forceReset is set a forced password reset
 * starts": the dialog stays over the signed-in frame until the new password is saved, then
 * closes and the session is reloaded (the server cleared the flag).
 */
export function ForcedResetGate() {
  const { user, refresh } = useSession();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const uid = user?.uid ?? null;

  const onDone = useCallback(() => {
    setDoneFor(uid);
    refresh().catch((error: unknown) => console.error('The session could not be reloaded', error));
  }, [uid, refresh]);

  if (!user?.contact?.forceReset || doneFor === user.uid) return null;
  return <ForcedResetDialog onDone={onDone} />;
}
