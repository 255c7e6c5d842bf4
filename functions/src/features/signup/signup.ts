import type { SignupRequest } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import { commandSender } from '../../platform/commands/sendCommand';
import { AppError } from '../../platform/http/AppError';
import { allCommands } from '../replay/allCommands';
import { signupActor } from './createCompany';
import { validateSignup } from './validateSignup';

/**
 * Creates a tenant through the command `company.create`, sent as the sign-up server actor: its
 * admin account first, then its company document and the admin's agenda contact, recorded and
 * logged in the new tenant like every write. Any refusal is thrown (the route answers it) and
 * leaves nothing behind.
 */
export async function signup(deps: AppDeps, request: SignupRequest): Promise<{ subdomain: string }> {
  const { subdomain, companyName, email, password } = validateSignup(request);
  const send = commandSender(deps, allCommands);
  const outcome = await send(
    subdomain,
    { id: `signup-${deps.ids.newId()}`, type: 'company.create', payload: { companyName, email, password } },
    signupActor,
  );
  if (outcome.status === 'rejected') throw new AppError(outcome.error);
  return { subdomain };
}
