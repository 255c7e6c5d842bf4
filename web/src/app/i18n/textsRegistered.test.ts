import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { messagesEn } from '@colmena/shared';
import { describe, expect, it } from 'vitest';

/**
 * A page registers only the catalogues its chunks need (shared/src/i18n/textRegistry.ts), so a
 * text whose catalogue is not registered yet would show as its raw key. This reads the import
 * graph of web/src and shared/src as the bundler splits it: every entry (the app's and the
 * landing's main.tsx, and each target of a dynamic `import()` — a lazy route, a widget kind, an
 * editor panel) must register, among the modules it imports statically, every catalogue whose keys
 * those modules hold; a lazy entry may also count on what its page's entry registered. A static
 * import is evaluated before the importer's body, so the texts are there before anything renders.
 */

const repo = resolve(import.meta.dirname, '../../../..');
const i18nDir = join(repo, 'shared/src/i18n');
const sourceDirs = [join(repo, 'web/src'), join(repo, 'shared/src')];
const pageEntries = ['web/src/app/main.tsx', 'web/src/landing/main.tsx'].map((path) => join(repo, path));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier === '@colmena/shared') base = join(repo, 'shared/src/index');
  else if (specifier.startsWith('@colmena/shared/i18n/'))
    base = join(i18nDir, specifier.split('/').at(-1) ?? '');
  else if (specifier.startsWith('@colmena/shared/'))
    base = join(repo, 'shared/src', specifier.slice('@colmena/shared/'.length), 'index');
  else return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find(existsSync);
  return found && /\.tsx?$/.test(found) ? found : null;
}

interface SourceModule {
  staticImports: string[];
  dynamicImports: string[];
  /** String literals and the fixed heads of template literals (`widgets.kind.${kind}` → prefix). */
  literals: string[];
  prefixes: string[];
}

function readModule(path: string): SourceModule {
  const source = readFileSync(path, 'utf8');
  const staticSpecifiers: string[] = [];
  // `import x from`, `import { a, type B } from`, `export { a } from`, `export * from`; not type-only ones.
  for (const match of source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm,
  )) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    const names =
      clause
        .match(/^\{([^}]*)\}$/s)?.[1]
        ?.split(',')
        .map((name) => name.trim()) ?? [];
    const allTypes = names.length > 0 && names.filter(Boolean).every((name) => name.startsWith('type '));
    if (!typeOnly && !allTypes) staticSpecifiers.push(specifier);
  }
  for (const match of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm))
    staticSpecifiers.push(match[1] ?? '');
  const dynamicSpecifiers = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
  const resolveAll = (specifiers: string[]) =>
    specifiers.map((s) => resolveImport(path, s)).filter((p): p is string => p !== null);
  return {
    staticImports: resolveAll(staticSpecifiers),
    dynamicImports: resolveAll(dynamicSpecifiers),
    literals: [...source.matchAll(/'([\w.-]+)'|"([\w.-]+)"|`([\w.-]+)`/g)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? '',
    ),
    prefixes: [...source.matchAll(/`([a-zA-Z][\w-]*\.[\w.-]*)\$\{/g)].map((m) => m[1] ?? ''),
  };
}

const modules = new Map<string, SourceModule>(
  sourceDirs.flatMap(sourceFiles).map((path) => [path, readModule(path)] as const),
);
const allKeys = Object.keys(messagesEn);

/** The keys each registration module (`*Texts.ts`) registers, from the catalogues it names. */
async function registrations(): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  for (const name of readdirSync(i18nDir).filter((n) => /Texts\.ts$/.test(n) && n !== 'allTexts.ts')) {
    const source = readFileSync(join(i18nDir, name), 'utf8');
    const keys = new Set<string>();
    for (const [, errors, catalogue] of source.matchAll(/registerTexts\((prefixErrors\()?(\w+)En\b/g)) {
      const module = (await import(`../../../../shared/src/i18n/${catalogue}En.ts`)) as Record<
        string,
        object
      >;
      const texts = module[`${catalogue}En`];
      if (!texts) throw new Error(`${name}: ${catalogue}En.ts exports no ${catalogue}En`);
      for (const key of Object.keys(texts)) keys.add(errors ? `errors.${key}` : key);
    }
    result.set(join(i18nDir, name), keys);
  }
  return result;
}

/** The modules an entry evaluates before its body: itself and its static imports, transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const path = stack.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    stack.push(...(modules.get(path)?.staticImports ?? []));
  }
  return seen;
}

/** The keys the modules of a closure show (the catalogues themselves left out). */
function keysUsed(closure: Set<string>): Map<string, string> {
  const used = new Map<string, string>();
  const keySet = new Set(allKeys);
  for (const path of closure) {
    if (dirname(path) === i18nDir) continue;
    const module = modules.get(path);
    if (!module) continue;
    for (const literal of module.literals) if (keySet.has(literal)) used.set(literal, path);
    for (const prefix of module.prefixes)
      for (const key of allKeys) if (key.startsWith(prefix)) used.set(key, path);
  }
  return used;
}

interface Entry {
  path: string;
  page: string;
}

/** Every page entry and every dynamic import target reached from it, with the page it belongs to. */
function entries(): Entry[] {
  const found = new Map<string, Entry>();
  const queue: Entry[] = pageEntries.map((path) => ({ path, page: path }));
  while (queue.length > 0) {
    const entry = queue.shift() as Entry;
    if (found.has(entry.path)) continue;
    found.set(entry.path, entry);
    for (const path of staticClosure(entry.path))
      for (const target of modules.get(path)?.dynamicImports ?? [])
        queue.push({ path: target, page: entry.page });
  }
  return [...found.values()];
}

const name = (path: string) => relative(repo, path);

describe('each chunk registers the texts it shows before rendering them', async () => {
  const registered = await registrations();
  const registeredIn = (closure: Set<string>) =>
    new Set([...closure].flatMap((path) => [...(registered.get(path) ?? [])]));
  const all = entries();

  it('finds the lazy chunks and the texts they show (the check has something to check)', () => {
    const lazy = all.filter((entry) => entry.path !== entry.page).map((entry) => name(entry.path));
    expect(lazy).toEqual(
      expect.arrayContaining([
        'web/src/features/messages/MessagesPage.tsx',
        'web/src/features/widgetFactory/WidgetFactoryPage.tsx',
        'web/src/widgets/chart/ChartWidget.tsx',
      ]),
    );
    const messages = all.find((entry) => name(entry.path) === 'web/src/features/messages/MessagesPage.tsx');
    expect(keysUsed(staticClosure(messages?.path ?? '')).has('chat.tabs.label')).toBe(true);
  });

  it('every key but the mails (server only) has a catalogue a page can register', () => {
    const registrable = new Set([...registered.values()].flatMap((keys) => [...keys]));
    expect(allKeys.filter((key) => !registrable.has(key) && !key.startsWith('mail.'))).toEqual([]);
  });

  it.each(all.map((entry) => [name(entry.path), entry] as const))('%s', (_label, entry) => {
    const closure = staticClosure(entry.path);
    const available = registeredIn(closure);
    if (entry.path !== entry.page)
      for (const key of registeredIn(staticClosure(entry.page))) available.add(key);
    const missing = [...keysUsed(closure)]
      .filter(([key]) => !available.has(key))
      .map(([key, path]) => `${key} (${name(path)})`);
    expect(missing, `register their catalogues in ${name(entry.path)}`).toEqual([]);
  });
});
