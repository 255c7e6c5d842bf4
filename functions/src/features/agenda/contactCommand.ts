import type { AfterContext } from '../../platform/commands/defineCommand';

export const agendaCollection = 'agenda';

/**
 * The `after` of the browser's contact commands: a level, an account or a contact changed, so
 * this process's live streams re-check who may see what now rather than at the next sweep.
 */
export async function accessMayHaveChanged(_command: unknown, { services }: AfterContext): Promise<void> {
  services.accessChanged?.();
}
