/** Shared cases of the write policy tables. */
import type { WriteActor, WriteTarget } from './writePolicy';
import { type CollectionArea, collectionArea, type WriteDefinition } from './writePolicyArea';

export const defs: WriteDefinition[] = [
  { key: 'proyectos', mainCollection: 'proyectos', secondaryCollection: 'diarios', lvlView: 0 },
  {
    key: 'incidencias',
    mainCollection: 'incidencias',
    secondaryCollection: 'seguimientos',
    ownerField: 'owners',
    lvlView: 50,
  },
  { key: 'secret', mainCollection: 'secret', lvlView: 50 },
  /** Every write level different, with owners: which level governs which write shows. */
  {
    key: 'tiered',
    mainCollection: 'tiered',
    secondaryCollection: 'tieredNotes',
    ownerField: 'owners',
    lvlView: 0,
    lvlCreate: 10,
    lvlEdit: 50,
    lvlDelete: 100,
  },
  /** A collection a client form fills: clients create, staff edit, coordinators delete. */
  { key: 'forms', mainCollection: 'forms', lvlView: 'public', lvlCreate: -1, lvlEdit: 0, lvlDelete: 10 },
];
export const area = (collection: string): CollectionArea => collectionArea(collection, defs);

export const admin: WriteActor = { uid: 'u-admin', lvl: 100, contactId: 'c-admin' };
export const manager: WriteActor = { uid: 'u-manager', lvl: 50, contactId: 'c-manager' };
export const coordinator: WriteActor = { uid: 'u-coord', lvl: 10, contactId: 'c-coord' };
export const employee: WriteActor = { uid: 'u-emp', lvl: 0, contactId: 'c-emp', rol: 'Empleado' };
export const client: WriteActor = { uid: 'u-client', lvl: 0, contactId: 'c-client', rol: 'Cliente' };
export const noContact: WriteActor = { uid: 'u-ghost', lvl: 0, contactId: null };
/** A client whose account carries a staff level: the Rol still makes them a client for writes. */
export const clientAtLvl50: WriteActor = {
  uid: 'u-client50',
  lvl: 50,
  contactId: 'c-client',
  rol: 'Cliente',
};

export const mine = { owners: ['c-client', 'c-other'] };
export const theirs = { owners: ['c-other'] };
export const t = (collection: string, rest: Omit<WriteTarget, 'area'>): WriteTarget => ({
  area: area(collection),
  ...rest,
});

export type Row = [string, WriteActor, WriteTarget, boolean];
