import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, seedDir, type TestApp, testPlatform } from '../../testing/testApp';
import { seedDemoData } from './seedDemoData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = (collection: string, tenant = 'demo') => t.deps.store.query(tenant, { collection });

describe('demo seed', () => {
  it('has about 50 projects whose JournalsCount is exact', async () => {
    const projects = await all('proyectos');
    const journals = await all('diarios');
    expect(projects).toHaveLength(50);
    for (const project of projects) {
      const own = journals.filter((j) => j.ProjectId === project.FireId);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(project.JournalsCount).toBe(own.length);
      expect(Number.isNaN(Date.parse(String(project.CreatedAt)))).toBe(false);
      expect((project.ImgArray as unknown[]).length).toBeLessThanOrEqual(1);
    }
  });

  it('gives the client some incidencias and others to other owners', async () => {
    const issues = await t.deps.store.query('demo', {
      collection: 'incidencias',
      where: [['owners', 'array-contains', 'c-client']],
    });
    expect(issues.length).toBeGreaterThan(0);
    expect((await all('incidencias')).length).toBeGreaterThan(issues.length);
  });

  it('has 2 to 4 widgets per place (5 in company: issue 10 adds its pivot; 5 in project: issue 14 adds its task launcher) and a contact for every account', async () => {
    const widgets = await all('widgets');
    for (const place of ['company', 'public', 'project', 'journal']) {
      const count = widgets.filter((w) => w.place === place).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(place === 'company' || place === 'project' ? 5 : 4);
    }
    for (const key of ['admin', 'manager', 'coordinator', 'employee', 'client']) {
      const account = await t.deps.accounts.findByEmail('demo', `${key}@demo.test`);
      const [contact] = await t.deps.store.query('demo', {
        collection: 'agenda',
        where: [['LoginID', '==', account?.uid ?? '?']],
      });
      expect(contact?.email).toBe(`${key}@demo.test`);
    }
  });

  it('runs once per data folder (or Firestore), even after the demo data is deleted', async () => {
    const { marker } = t;
    expect(await marker.isSeeded()).toBe(true);
    await t.deps.store.transaction('demo', (tx) => tx.delete('proyectos', 'p-001'));
    const report = await seedDemoData({ ...t.deps, marker }, seedDir);
    expect(report.seeded).toBe(false);
    expect(await t.deps.store.get('demo', 'proyectos', 'p-001')).toBeNull();
  });

  it('leaves existing tenants and accounts alone when run on a fresh marker', async () => {
    const marker = { isSeeded: async () => false, markSeeded: async () => {} };
    const report = await seedDemoData({ ...t.deps, marker }, seedDir);
    expect(report).toEqual({ seeded: true, tenants: [], accounts: 0 });
  });
});

// No platform in it: the embedded pass runs it.
describe.skipIf(testPlatform === 'cloud')('scripts/generate-demo-data.mjs', () => {
  it('reproduces the committed JSON exactly', () => {
    const out = mkdtempSync(join(tmpdir(), 'colmena-gen-'));
    try {
      execFileSync(process.execPath, [join(repoRoot, 'scripts/generate-demo-data.mjs'), out], {
        stdio: 'pipe',
      });
      const files = readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(out, join(e.parentPath, e.name)));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(seedDir, file), 'utf8'));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
