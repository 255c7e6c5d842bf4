import type { WriteActor } from '@colmena/shared/policy';
import { useMemo } from 'react';
import { useSession } from '../../hooks/useSession';

/**
 * The signed-in user as the write policy sees a command's actor (level, agenda contact, Rol), so
 * the screens ask the server's own rule (canCreateIn, canEditDocument…) before offering a write.
 */
export function useWriter(): WriteActor | null {
  const { user } = useSession();
  return useMemo(
    () =>
      user
        ? { uid: user.uid, lvl: user.lvl, contactId: user.contact?.FireId ?? null, rol: user.contact?.Rol }
        : null,
    [user],
  );
}
