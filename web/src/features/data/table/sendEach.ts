import type { CommandOutcome } from '@colmena/shared';
import { browserFetch } from '../../../api/browserFetch';
import { sendCommand } from '../../../api/commandClient';
import { newId } from '../../../api/newId';

/**
 * One command of a bulk action, answered without a snack of its own: the bulk dialog or toast
 * sums the outcomes up (fifty refusals are one summary, not fifty snacks).
 */
export const sendEach = (type: string, payload: unknown): Promise<CommandOutcome> =>
  sendCommand(browserFetch, { id: newId(), type, payload } as Parameters<typeof sendCommand>[1]);
