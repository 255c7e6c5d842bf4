import type { AssignTaskPayload } from '@colmena/shared/tasks';
import type { CommandContext, CommandTx, Stamp } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';

/**
 * The stored task of a `task.assign` (spec §3: title, subtitle, completed, recibed, to,
 * expires_on, landed_at, project), after checking what it names: a recipient with an account,
 * a window that ends after it starts, and a project that exists.
 */
export async function taskDocument(
  tx: CommandTx,
  input: AssignTaskPayload,
  stamp: Stamp,
  ctx: CommandContext,
): Promise<DocData & { to: string }> {
  const to = await recipientUid(tx, input.to);
  const landedAt = new Date(input.landed_at ?? stamp.at).toISOString();
  const expiresOn = new Date(input.expires_on).toISOString();
  if (expiresOn <= landedAt) throw new AppError('invalid_change', 'The task expires before it lands');
  if (input.project) await checkProject(tx, input.project, ctx);
  return {
    title: input.title,
    ...(input.subtitle ? { subtitle: input.subtitle } : {}),
    completed: false,
    recibed: false,
    to,
    expires_on: expiresOn,
    landed_at: landedAt,
    ...(input.project ? { project: input.project.id, projectKey: input.project.collKey } : {}),
    from: stamp.actor.uid,
    CreatedAt: stamp.at,
  };
}

/** `to` as an agenda contact's FireId or its account's uid (LoginID); a contact without an account cannot receive tasks. */
async function recipientUid(tx: CommandTx, to: string): Promise<string> {
  const contact = await tx.get('agenda', to);
  if (contact) {
    if (typeof contact.LoginID === 'string' && contact.LoginID !== '' && contact.disabled !== true)
      return contact.LoginID;
    throw new AppError('not_found', 'The contact has no account to receive tasks');
  }
  const [byLogin] = await tx.query({ collection: 'agenda', where: [['LoginID', '==', to]], limit: 1 });
  if (!byLogin || byLogin.disabled === true) throw new AppError('not_found', 'No contact with this id');
  return to;
}

async function checkProject(tx: CommandTx, project: { collKey: string; id: string }, ctx: CommandContext) {
  const definition = ctx.definitions.find((def) => def.key === project.collKey);
  if (!definition || !(await tx.get(definition.mainCollection, project.id)))
    throw new AppError('not_found', 'No project with this id');
}
