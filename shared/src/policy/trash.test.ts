import { describe, expect, it } from 'vitest';
import type { SignedInCaller } from './caller';
import { canUseTrash, mayRestoreIn, trashReads } from './trash';
import type { WriteActor } from './writePolicy';
import {
  admin,
  area,
  client,
  clientAtLvl50,
  coordinator,
  defs,
  employee,
  manager,
  noContact,
} from './writePolicy.fixtures';
import type { WriteDefinition } from './writePolicyArea';

const def = (key: string): WriteDefinition => {
  const found = defs.find((candidate) => candidate.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('canUseTrash: the definition delete level (with every document in view), or level 100', () => {
  it.each<[string, WriteActor, string, boolean]>([
    ['lvl 0 at delete level 0', employee, 'proyectos', true],
    ['a client at delete level 0', client, 'proyectos', false],
    ['a client with lvl 50 (Rol Cliente ranks below staff)', clientAtLvl50, 'proyectos', false],
    ['a coordinator below lvlView 50', coordinator, 'incidencias', false],
    ['a manager at lvlView 50', manager, 'incidencias', true],
    ['a manager below lvlDelete 100', manager, 'tiered', false],
    ['admin at lvlDelete 100', admin, 'tiered', true],
    ['a coordinator at lvlDelete 10', coordinator, 'forms', true],
    ['lvl 0 below lvlDelete 10', employee, 'forms', false],
    ['admin below lvlView of nothing', admin, 'secret', true],
    // Level 100 uses every trash, even with the contact Rol of a client (which ranks −1 for writes).
    ['a client with lvl 100', { ...clientAtLvl50, lvl: 100 }, 'proyectos', true],
    ['a client with lvl 99', { ...clientAtLvl50, lvl: 99 }, 'proyectos', false],
  ])('%s', (_case, actor, key, expected) => {
    expect(canUseTrash(actor, def(key))).toBe(expected);
  });
});

describe('mayRestoreIn: the trash audience, or an owner of an owner-filtered collection', () => {
  it.each<[string, WriteActor, string, boolean]>([
    ['lvl 0 into an open collection', employee, 'proyectos', true],
    ['lvl 0 into its journals', employee, 'diarios', true],
    ['a client into an open collection', client, 'proyectos', false],
    ['a client into an owner-filtered one', client, 'incidencias', true],
    ['no contact into an owner-filtered one', noContact, 'incidencias', false],
    ['a coordinator into lvlView 50 without owners', coordinator, 'secret', false],
    ['a manager below lvlDelete 100, as owner', manager, 'tiered', true],
    ['lvl 0 into a fixed collection', employee, 'widgets', false],
    ['admin into a fixed collection', admin, 'widgets', true],
    ['lvl 0 into the logs', employee, 'logs', false],
    ['lvl 0 into an unknown collection', employee, 'nothing', false],
    ['lvl 0 into a Deleted copy', employee, 'proyectosDeleted', false],
  ])('%s', (_case, actor, collection, expected) => {
    expect(mayRestoreIn(actor, area(collection))).toBe(expected);
  });
});

describe('trashReads: the Deleted copy of a company collection', () => {
  const company = { agendaViewLvl: 10, hideContactsFromEmployees: false };
  const facts = { staffLoginIds: async () => new Set<string>() };
  const query = { collection: 'proyectosDeleted', where: [], limit: 10 };
  const signedIn = (actor: WriteActor): SignedInCaller => ({
    signedIn: true,
    uid: actor.uid,
    lvl: actor.lvl,
    contact: null,
    contactId: actor.contactId ?? null,
    ...(actor.rol === undefined ? {} : { rol: actor.rol }),
    mobile: false,
  });
  it.each<[string, SignedInCaller | { signedIn: false; mobile: boolean }, string, string]>([
    ['a visitor', { signedIn: false, mobile: false }, 'proyectos', 'unauthenticated'],
    ['a client', signedIn(client), 'proyectos', 'forbidden'],
    ['lvl 0', signedIn(employee), 'proyectos', 'ok'],
    ['a coordinator below lvlView', signedIn(coordinator), 'incidencias', 'forbidden'],
    ['a manager below lvlDelete 100', signedIn(manager), 'tiered', 'forbidden'],
    ['admin', signedIn(admin), 'tiered', 'ok'],
  ])('%s', async (_case, caller, key, expected) => {
    const decision = await trashReads(def(key))({ caller, company, query, facts });
    expect(decision.ok ? 'ok' : decision.error).toBe(expected);
    if (decision.ok) expect(decision.query).toEqual(query);
  });
});
