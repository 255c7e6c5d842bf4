import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { demoPassword } from '../env';
import { tracker, xssPayloads } from './xssCorpus';

const root = resolve(import.meta.dirname, '..', '..');
export const xssTenant = 'xss';
export const xssAdmin = 'admin@xss.test';

/** The payload at `index`, wrapping around the corpus. */
export const payload = (index: number): string => xssPayloads[index % xssPayloads.length] ?? '';

/**
 * The company document of the hostile tenant: what no command writes (name, collection
 * definitions, logos, shortcuts) is hostile from the seed. Collection keys stay valid.
 */
function hostileCompany() {
  return {
    Name: payload(1),
    LogoNavbar: `${tracker}/logo.png`,
    LogoIcon: 'javascript:__xss(900)',
    hasPublicPage: true,
    startingPage: '/data/proyectos',
    agendaViewLvl: 10,
    languages: ['en', 'es'],
    widgetsMenu: [
      { widget: 'w-company-1', icon: payload(2), title: payload(3) },
      { widget: 'w-company-2', icon: 'calendar', title: payload(21) },
    ],
    collectionsArray: [
      {
        key: 'proyectos',
        name: payload(4),
        mainCollection: 'proyectos',
        mainName: payload(5),
        mainNameSingular: payload(6),
        mainSortField: 'Name',
        mainSortDir: 'asc',
        secondaryCollection: 'diarios',
        secondaryName: payload(7),
        secondaryNameSingular: payload(8),
        secondarySortField: 'CreatedAt',
        secondarySortDir: 'asc',
        lvlView: 0,
        lvlCreate: 0,
        lvlEdit: 0,
        lvlDelete: 0,
        cardConfig: { value1: 'Name', value3: 'F03', iconColor: payload(22) },
      },
      {
        key: 'obras',
        name: payload(9),
        mainCollection: 'obras',
        mainName: payload(10),
        mainNameSingular: payload(11),
        mainSortField: 'Name',
        mainSortDir: 'asc',
        lvlView: 'public',
        lvlCreate: 10,
        lvlEdit: 10,
        lvlDelete: 10,
      },
    ],
  };
}

/** A seed folder with the one hostile tenant and its admin account. */
export function writeXssSeed(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const tenantDir = join(dir, 'tenants', xssTenant);
  mkdirSync(tenantDir, { recursive: true });
  writeFileSync(
    join(dir, 'accounts.json'),
    JSON.stringify([
      { tenant: xssTenant, uid: 'u-admin', email: xssAdmin, lvl: 100, password: demoPassword },
    ]),
  );
  writeFileSync(join(tenantDir, 'company.json'), JSON.stringify(hostileCompany()));
  writeFileSync(
    join(tenantDir, 'agenda.json'),
    JSON.stringify([
      {
        FireId: 'c-admin',
        Name: 'Admin',
        Surname: 'Xss',
        Rol: 'Empleado',
        LoginID: 'u-admin',
        email: xssAdmin,
      },
    ]),
  );
  // Not hex: the theme must refuse it rather than put it in a style.
  writeFileSync(
    join(tenantDir, 'colors.json'),
    JSON.stringify({ primary: `red;background:url(${tracker}/color.png)`, secondary: '#00897b' }),
  );
  // Our own files: what tenant images may show (the positive control).
  cpSync(join(root, 'emulator-data', 'tenants', 'demo', 'files'), join(tenantDir, 'files'), {
    recursive: true,
  });
}

/** Commands through the API as the signed-in admin; every one must be applied. */
export function commandSender(api: APIRequestContext) {
  let serial = 0;
  return async (type: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const id = `xss-${Date.now().toString(36)}-${++serial}`;
    const res = await api.post('/api/commands', { data: { id, type, payload } });
    const outcome = (await res.json()) as { status?: string; result?: Record<string, unknown> };
    if (outcome.status !== 'applied') throw new Error(`${type} not applied: ${JSON.stringify(outcome)}`);
    return outcome.result ?? {};
  };
}
