import { levels } from '@colmena/shared/policy';
import { type CollectionDefinition, collectionDefinitionSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import type { Actor, CommandTx } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';

/** The company's settings, colours, collections and secrets are level 100's (spec §6). */
export const isCompanyAdmin = (actor: Actor): boolean => actor.lvl >= levels.admin;

/** The company document as committed (its FireId is the tenant); none is an unknown company. */
export async function committedCompany(tx: CommandTx): Promise<StoredDoc> {
  const company = await tx.getCompany();
  if (!company) throw new AppError('unknown_company');
  return company;
}

const definitionsSchema = z.array(collectionDefinitionSchema);

/** The company's collection definitions, defaults applied; a corrupt list is a loading error. */
export function definitionsOf(company: StoredDoc): CollectionDefinition[] {
  const parsed = definitionsSchema.safeParse(company.collectionsArray ?? []);
  if (!parsed.success) throw new AppError('error_loading_data');
  return parsed.data;
}

/** As JSON holds it: no `undefined` anywhere (Firestore refuses it), same on every store. */
export const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
