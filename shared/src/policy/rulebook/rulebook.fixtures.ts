/** Shared cases of the rulebook's read tables. */
import type { StoreQuery } from '../../query/storeQuery';
import { type Caller, signedInCaller, visitorCaller } from '../caller';
import { fixedReadRule } from './registry';
import type { ReadCompany, ReadDecision } from './types';

const contact = (FireId: string, Rol?: string) => ({ FireId, ...(Rol ? { Rol } : {}) });

export const visitor = visitorCaller(false);
export const admin = signedInCaller({ uid: 'u-admin', lvl: 100 }, contact('c-admin'), false);
export const manager = signedInCaller({ uid: 'u-manager', lvl: 50 }, contact('c-manager'), false);
export const coordinator = signedInCaller({ uid: 'u-coord', lvl: 10 }, contact('c-coord'), false);
export const employee = signedInCaller({ uid: 'u-emp', lvl: 0 }, contact('c-emp', 'Empleado'), false);
export const client = signedInCaller({ uid: 'u-client', lvl: 0 }, contact('c-client', 'Cliente'), false);
/** Just below admin: the level every admin-only rule must refuse. */
export const almostAdmin = signedInCaller({ uid: 'u-99', lvl: 99 }, null, false);

export const company: ReadCompany = { agendaViewLvl: 10, hideContactsFromEmployees: false };
export const q = (collection: string, where: StoreQuery['where'] = []): StoreQuery => ({
  collection,
  where,
  limit: 50,
});

/** The LoginIDs the server would find staff, and how many times the rule asked. */
export function staffFacts(ids: readonly string[] = ['u-coord', 'u-admin']) {
  const asked = { count: 0 };
  return {
    asked,
    facts: {
      staffLoginIds: async () => {
        asked.count += 1;
        return new Set(ids);
      },
    },
  };
}

/** Asks the rulebook's read rule of `collection` (which must have one). */
export async function read(
  caller: Caller,
  query: StoreQuery,
  options: { company?: ReadCompany; staff?: readonly string[] } = {},
): Promise<ReadDecision> {
  const rule = fixedReadRule(query.collection);
  if (!rule) throw new Error(`no read rule for ${query.collection}`);
  return rule({ caller, query, company: options.company ?? company, facts: staffFacts(options.staff).facts });
}

/** The decision's query, or its refusal code. */
export const outcome = (decision: ReadDecision): StoreQuery | string =>
  decision.ok ? decision.query : decision.error;

/** Which of `docs` the decision's filter keeps (all when it has none; none when refused). */
export const kept = <T extends Record<string, unknown>>(decision: ReadDecision, docs: readonly T[]): T[] =>
  decision.ok ? docs.filter((doc) => decision.filter?.(doc) ?? true) : [];
