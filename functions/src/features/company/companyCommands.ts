import type { Command } from '../../platform/commands/defineCommand';
import { defineCollection } from './defineCollection';
import { removeCollection } from './removeCollection';
import { setCompanyColors } from './setCompanyColors';
import { setCompanySecrets } from './setCompanySecrets';
import { updateCollection } from './updateCollection';
import { updateCompany } from './updateCompany';

/** The company's own commands (level 100), listed in the one registry (features/replay/allCommands). */
export const companyCommands: readonly Command[] = [
  updateCompany,
  setCompanyColors,
  setCompanySecrets,
  defineCollection,
  updateCollection,
  removeCollection,
];
