import type { Colors, PublicCompany } from '@colmena/shared';
import { collectionAccess, isPublicCollection, levels } from '@colmena/shared/policy';
import { type CollectionDefinition, secretsStatusOf, toPublicCollection } from '@colmena/shared/schemas';
import type { Store } from '../../platform/store/Store';
import { loadCompany } from './loadCompany';

/** Where the tenant's colours document lives: `tenants/{t}/colors/theme`. */
export const colorsDocPath = { collection: 'colors', id: 'theme' } as const;

async function loadColors(store: Store, tenant: string): Promise<Colors> {
  const doc = await store.get(tenant, colorsDocPath.collection, colorsDocPath.id);
  const colors: Colors = {};
  for (const [name, value] of Object.entries(doc ?? {})) {
    if (name !== 'FireId' && name !== 'collection' && typeof value === 'string') colors[name] = value;
  }
  return colors;
}

/** The stored filters a definition holds (level 100 edits them on the settings page). */
function storedFiltersOf(def: CollectionDefinition): Partial<CollectionDefinition> {
  const stored = { mainQuery: def.mainQuery, mainFilter: def.mainFilter, secondaryQuery: def.secondaryQuery };
  return Object.fromEntries(
    Object.entries(stored).filter(([, value]) => value !== undefined && value !== null),
  );
}

/**
 * `GET /api/company`: the settings the browser needs, without secrets. Collections are those
 * the caller may open: signed-out visitors only public ones (spec §6). Level 100 also learns
 * which write-only secrets are set and their last 4 characters (never a value: the values are
 * not in the company document at all, see features/company/setCompanySecrets.ts).
 */
export async function getPublicCompany(
  store: Store,
  tenant: string,
  lvl: number | null,
): Promise<PublicCompany> {
  const [company, colors] = await Promise.all([loadCompany(store, tenant), loadColors(store, tenant)]);
  const admin = lvl !== null && lvl >= levels.admin;
  const collections = company.collectionsArray
    .filter((def) => (lvl === null ? isPublicCollection(def) : collectionAccess(def, lvl) !== 'none'))
    .map((def) =>
      admin ? { ...toPublicCollection(def), ...storedFiltersOf(def) } : toPublicCollection(def),
    );
  const optional = {
    LogoNavbar: company.LogoNavbar,
    LogoIcon: company.LogoIcon,
    startingPage: company.startingPage,
    chatViewLvl: company.chatViewLvl,
    privacyUrl: company.privacyUrl,
    cookiesUrl: company.cookiesUrl,
  };
  return {
    id: tenant,
    Name: company.Name,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    hasPublicPage: company.hasPublicPage,
    agendaViewLvl: company.agendaViewLvl,
    hideContactsFromEmployees: company.hideContactsFromEmployees,
    widgetsMenu: company.widgetsMenu,
    languages: company.languages,
    colors,
    collections,
    ...(admin ? { secrets: secretsStatusOf(company) } : {}),
  };
}
