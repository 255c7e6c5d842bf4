import {
  type CollectionArea,
  collectionArea,
  levels,
  mayWriteIn,
  type WriteDefinition,
} from '@colmena/shared/policy';
import { collectionDefinitionSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { AppError } from '../http/AppError';
import { parsedByJson } from '../parsedByJson';
import type { DocData } from '../store/Store';
import type { Actor, CommandContext } from './defineCommand';

const definitionsSchema = z.array(collectionDefinitionSchema);

/** Parsed definitions, remembered by their JSON text: a company's collectionsArray rarely changes. */
const parseDefinitions = parsedByJson(definitionsSchema, 200);

function definitionsOf(tenant: string, raw: unknown): readonly WriteDefinition[] {
  const parsed = parseDefinitions(raw ?? []);
  if (!parsed.success) {
    console.error(`[colmena] company ${tenant} has invalid collectionsArray:`, parsed.message);
    throw new AppError('error_loading_data');
  }
  return parsed.data;
}

/**
 * The company facts a command runs with, read in its transaction, for this actor. A command
 * creating its tenant runs on `{}`: no definitions yet, the default agendaViewLvl.
 */
export function commandContext(tenant: string, company: DocData | null, actor: Actor): CommandContext {
  if (!company) throw new AppError('unknown_company');
  const definitions = definitionsOf(tenant, company.collectionsArray);
  const agendaViewLvl =
    typeof company.agendaViewLvl === 'number' ? company.agendaViewLvl : levels.agendaViewDefault;
  const areas = new Map<string, CollectionArea>();
  const areaOf = (collection: string) => {
    let area = areas.get(collection);
    if (!area) {
      area = collectionArea(collection, definitions);
      areas.set(collection, area);
    }
    return area;
  };
  return {
    definitions,
    agendaViewLvl,
    areaOf,
    mayWriteIn: (collection) => mayWriteIn(actor, areaOf(collection)),
  };
}

/**
 * The facts to check a command's writes with when it also changed the company: a collection it
 * defines is checked by its new definition (a pack installs a collection and its sample
 * documents in one command), a collection it removes by its old one (its documents move to
 * the Deleted copies as the definition goes). Only level 100 writes the company.
 */
export function contextAfterCompanyWrites(
  before: CommandContext,
  after: CommandContext,
  actor: Actor,
): CommandContext {
  const areaOf = (collection: string) => {
    const area = after.areaOf(collection);
    return area.kind === 'unknown' ? before.areaOf(collection) : area;
  };
  const keys = new Set(after.definitions.map((def) => def.key));
  return {
    definitions: [...after.definitions, ...before.definitions.filter((def) => !keys.has(def.key))],
    agendaViewLvl: after.agendaViewLvl,
    areaOf,
    mayWriteIn: (collection) => mayWriteIn(actor, areaOf(collection)),
  };
}
