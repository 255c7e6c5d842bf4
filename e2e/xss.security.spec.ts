import { join, resolve } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { reportFigure } from '../security/figure';
import { demoPassword } from './env';
import { type BrowserWatch, watchBrowser } from './pages/browserWatch';
import { LoginPage } from './pages/LoginPage';
import { openLeftPanel } from './pages/leftPanel';
import { type OwnServer, startOwnServer } from './pages/ownServer';
import { ShellPage } from './pages/ShellPage';
import { inertMarker, tracker, xssHtml, xssPayloads } from './pages/xssCorpus';
import { commandSender, payload, writeXssSeed, xssAdmin, xssTenant } from './pages/xssTenant';

// Issue #8 attack suite: the XSS corpus written into every tenant field a screen shows, then
// every such screen opened in Chromium. Twice: as served (with the strict CSP), and with the
// CSP bypassed, so that what keeps the payloads inert is the rendering itself, not only the
// browser's policy. Targets: no payload script runs, no request leaves for another host, no
// dangerous node (event handler, script, frame, outside image, stylesheet) reaches the DOM.

const output = resolve(import.meta.dirname, 'output', 'xss');
let server: OwnServer;
let api: APIRequestContext;
let origin: string;
const ids = { project: 'p-xss', journal: 'j-xss', publicDoc: 'o-xss', contact: '' };
/** The company widgets planted, as the left panel launches them. */
const companyWidgets = [
  { id: 'w-company-1', popUp: false },
  { id: 'w-company-2', popUp: false },
  { id: 'w-company-3', popUp: false },
  { id: 'w-company-text-1', popUp: false },
  { id: 'w-company-text-2', popUp: true },
];

/** The hostile content, written through the API as the tenant's admin. */
async function plant(send: ReturnType<typeof commandSender>): Promise<void> {
  const fields = Object.fromEntries(
    xssPayloads.map((text, i) => [`F${String(i + 1).padStart(2, '0')}`, text]),
  );
  const images = [
    `${tracker}/img-array.png`,
    'javascript:__xss(901)',
    'data:text/html,<script>__xss(902)</script>',
    '/api/files/../auth/me',
    '//tracker.example/protocol-relative.png',
    '/api/files/obras/obra-1.svg',
  ];
  // A field name can be hostile too.
  const hostileKey = { [payload(2)]: payload(3) };
  await send('document.create', {
    collection: 'proyectos',
    docId: ids.project,
    data: { Name: payload(0), ...fields, ...hostileKey, ImgArray: images },
  });
  for (const [i, text] of xssPayloads.entries()) {
    await send('document.create', {
      collection: 'proyectos',
      data: { Name: text, F03: payload(i + 7), ImgArray: [images[i % 5]] },
    });
  }
  await send('document.create', {
    collection: 'diarios',
    docId: ids.journal,
    data: { Name: payload(12), ProjectId: ids.project, ...fields, ImgArray: images },
  });
  for (let i = 0; i < 8; i++) {
    await send('document.create', {
      collection: 'diarios',
      data: { Name: payload(i * 6), ProjectId: ids.project },
    });
  }
  await send('document.create', {
    collection: 'obras',
    docId: ids.publicDoc,
    data: { Name: payload(14), ...fields, ImgArray: images },
  });
  for (let i = 0; i < 10; i++) {
    await send('document.create', {
      collection: 'obras',
      data: { Name: payload(i * 5 + 1), ImgArray: [images[i % 5]] },
    });
  }
  // Widgets: their titles and info HTML (left panel, public page, popups).
  const widget = (place: string, n: number, title: string, info: string) =>
    send('document.create', {
      collection: 'widgets',
      docId: `w-${place}-${n}`,
      data: {
        place,
        order: n,
        ready: true,
        width: 2,
        height: 1,
        keyOfCollection: 'ALLCOLLECTIONS',
        type: payload(n),
        title,
        info,
      },
    });
  await widget('company', 1, payload(15), xssHtml);
  await widget(
    'company',
    2,
    payload(16),
    `<p>${payload(17)}</p><img src="/api/files/logo.svg" alt="allowed-logo">`,
  );
  await widget('company', 3, payload(18), 'javascript:__xss(903)');
  await widget('public', 1, payload(19), xssHtml);
  await widget('public', 2, payload(20), `${tracker}/not-a-link`);
  await widget('project', 1, payload(23), xssHtml);
  await widget('journal', 1, payload(24), xssHtml);
  // The text kind (its HTML in settings) and a card's cardConfig, saved as the widget editor
  // saves them (widget.create, checked): the HTML on cards, widget pages and popUp dialogs, the
  // cardConfig values as text, and its lengths and colour never as CSS.
  const textWidget = (place: string, n: number, extra: Record<string, unknown>) =>
    send('widget.create', {
      docId: `w-${place}-text-${n}`,
      widget: {
        place,
        order: 10 + n,
        ready: true,
        width: 2,
        height: 1,
        keyOfCollection: 'ALLCOLLECTIONS',
        type: 'text',
        title: payload(47 + n),
        info: xssHtml,
        settings: { html: xssHtml },
        cardConfig: {
          elementName: payload(44),
          value1: payload(45),
          value3: payload(46),
          iconColor: `red;background:url(${tracker}/icon-color.png)`,
          width: `1px;background-image:url(${tracker}/card-width.png)`,
          height: 'expression(__xss(905))',
        },
        ...extra,
      },
    });
  await textWidget('company', 1, {});
  await textWidget('company', 2, { popUp: 'yes', popUptitle: payload(29) });
  await textWidget('public', 1, {});
  await textWidget('project', 1, {});
  await textWidget('journal', 1, {});
  // Contacts: names and avatars, the admin's own included (icon bar, profile).
  await send('contact.update', {
    contactId: 'c-admin',
    Name: payload(25),
    Surname: payload(26),
    ImgUrl: `${tracker}/avatar.png`,
  });
  for (let i = 0; i < 6; i++) {
    const created = await send('contact.create', {
      Name: payload(27 + i),
      Surname: payload(33 + i),
      Rol: i % 2 ? 'Cliente' : payload(39 + i),
      email: `person${i}@xss.test`,
      // The agenda keeps at most 50 characters of a phone.
      phone: [payload(1), payload(2), payload(6), payload(27), payload(28), payload(43)][i],
      ImgUrl: i % 2 ? `${tracker}/avatar-${i}.png` : `javascript:__xss(${910 + i})`,
      password: 'Str0ngPass1',
      confirmPassword: 'Str0ngPass1',
    });
    ids.contact ||= String(created.contactId ?? '');
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const seedDir = join(output, 'seed');
  writeXssSeed(seedDir);
  server = await startOwnServer(join(output, 'data'), { SEED_DIR: seedDir });
  origin = `http://${xssTenant}.localhost:${server.port}`;
  api = await request.newContext({
    baseURL: `http://127.0.0.1:${server.port}`,
    extraHTTPHeaders: { host: `${xssTenant}.localhost:${server.port}` },
  });
  const login = await api.post('/api/auth/login', { data: { email: xssAdmin, password: demoPassword } });
  expect(login.status()).toBe(200);
  await plant(commandSender(api));
  expect(ids.contact).not.toBe('');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/**
 * What must never be in the page: event handler attributes, scripts other than our bundle,
 * frames, plugins, `<base>`, refresh, stylesheets other than ours, CSS urls in style
 * attributes, script or data URLs in links, images from anywhere but our files route.
 */
function dangerousNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const here = location.origin;
    const ours = (url: string) => {
      try {
        const u = new URL(url, location.href);
        return u.origin === here;
      } catch {
        return false;
      }
    };
    const imageAllowed = (src: string) => {
      if (/^(data:image\/|blob:)/i.test(src)) return true;
      try {
        const u = new URL(src, location.href);
        return (
          (u.origin === here && u.pathname.startsWith('/api/files/')) ||
          u.origin === 'https://res.cloudinary.com'
        );
      } catch {
        return false;
      }
    };
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (['srcset', 'background', 'poster', 'ping', 'formaction', 'action'].includes(name))
          found.push(`${tag}[${name}]`);
        if (
          ['href', 'src', 'xlink:href', 'data'].includes(name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(attr.value)
        )
          found.push(`${tag}[${name}=${attr.value.slice(0, 40)}]`);
        if (name === 'style' && /url\(|@import|expression\(/i.test(attr.value))
          found.push(`${tag}[style url]`);
      }
      if (['iframe', 'frame', 'object', 'embed', 'base', 'style', 'svg:script'].includes(tag))
        found.push(tag);
      if (tag === 'script' && !((el as HTMLScriptElement).src && ours((el as HTMLScriptElement).src)))
        found.push('inline or outside script');
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push('meta refresh');
      if (tag === 'link' && el.getAttribute('rel') === 'stylesheet' && !ours((el as HTMLLinkElement).href))
        found.push('outside stylesheet');
      if (tag === 'img' && el.hasAttribute('src') && !imageAllowed(el.getAttribute('src') ?? ''))
        found.push(`img ${el.getAttribute('src')?.slice(0, 60)}`);
    }
    return found;
  });
}

interface PassResult {
  screens: number;
  watch: BrowserWatch;
  dangerous: string[];
  notShown: string[];
}

async function runPass(browser: Browser, bypassCSP: boolean): Promise<PassResult> {
  const context = await browser.newContext({ bypassCSP, viewport: { width: 1400, height: 2400 } });
  const watch = await watchBrowser(context, [origin]);
  const page = await context.newPage();
  const dangerous: string[] = [];
  const notShown: string[] = [];
  let screens = 0;

  const inspect = async (label: string, shown = true) => {
    screens++;
    // Give lazy images, live data and any planted timer a moment to do their worst.
    await page.waitForTimeout(400);
    for (const node of await dangerousNodes(page)) dangerous.push(`${label}: ${node}`);
    if (shown && (await page.getByText(inertMarker).filter({ visible: true }).count()) === 0)
      notShown.push(label);
  };
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(`${origin}${path}`);
    await ready();
    await inspect(path);
  };
  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const cards = () => expect(page.getByTestId('doc-card').first()).toBeVisible();
  const widgetText = async () => {
    await heading();
    await expect(page.locator('.widget-text').first()).toBeVisible();
  };
  /** A planted text widget's cardConfig values on its card: there, as the literal text they are. */
  const cardConfigAsText = async (id: string) => {
    const card = page.locator(`[data-testid="widget-card"][data-widget-id="${id}"]`);
    await expect(card.locator('.widget-card__overline')).toHaveText(payload(44));
    await expect(card.locator('.widget-card__subtitle')).toHaveText(payload(45));
    await expect(card.locator('.widget-card__footer')).toHaveText(payload(46));
  };

  /**
   * The left panel launches each company widget (spec §2): a link to its own page, where the
   * widget's body and its info popup show, or, for a popUp widget, a button opening its body in a
   * dialog. Every planted company widget is launched and inspected there.
   */
  const launchers = async () => {
    const panel = page.locator('#left-panel');
    const launched = panel.getByTestId('widget-card');
    await expect(launched, 'left panel: widget launchers').toHaveCount(companyWidgets.length);
    for (const { id, popUp } of companyWidgets) {
      await openLeftPanel(page);
      const launcher = panel.locator(`[data-widget-id="${id}"]`);
      if (popUp) {
        await launcher.getByRole('button', { name: /^(Open|Abrir)$/ }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('.widget-text')).toBeVisible();
        await inspect(`left panel popUp ${id}`);
        await dialog.getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
        await expect(dialog).toBeHidden();
        continue;
      }
      await launcher.locator('.widget-card__launcher').click();
      await expect(page.getByTestId('widget-page')).toHaveAttribute('data-widget-id', id);
      await inspect(`widget page ${id}`);
      await popups(`widget page ${id}`);
      await page.goBack();
      await cards();
    }
  };

  /** Opens each "More information" popup in `scope`, inspects it, closes it. */
  const popups = async (label: string) => {
    const buttons = page.getByRole('button', { name: /^(More information|Más información)$/ });
    const count = await buttons.count();
    expect(count, `${label}: widget popups`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await inspect(`${label} popup ${i + 1}`);
      await dialog.getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
      await expect(dialog).toBeHidden();
    }
  };

  // Open to anyone: the sign-in page (company name, logo), the public page and public data.
  await visit('/login', () => expect(new LoginPage(page).email).toBeVisible());
  await visit('/public', () => expect(page.locator('.widget-text').first()).toBeVisible());
  await cardConfigAsText('w-public-text-1');
  await popups('/public');
  await visit('/publicData', () => expect(page.locator('.public-card').first()).toBeVisible());
  await visit(`/publicData/${ids.publicDoc}`, heading);

  // Our own server's port, not the shared one LoginPage.open knows.
  await page.goto(`${origin}/login`);
  await new LoginPage(page).signIn(xssAdmin);
  await new ShellPage(page).expectSignedIn();

  await visit('/data/proyectos', cards);
  await openLeftPanel(page);
  await inspect('left panel');
  await launchers();
  // The project's and the journal's widgets as cards: text kind, cardConfig, info popups.
  await visit(`/data/proyectos/${ids.project}`, widgetText);
  await cardConfigAsText('w-project-text-1');
  await popups('project view');
  await visit(`/data/proyectos/${ids.project}?edit`, () =>
    expect(page.getByRole('textbox').first()).toBeVisible(),
  );
  await visit(`/data/proyectos/${ids.project}/${ids.journal}`, widgetText);
  await cardConfigAsText('w-journal-text-1');
  await popups('journal view');
  await visit(`/projectdata/proyectos/${ids.project}`, heading);
  await visit('/data/obras', cards);
  await visit(`/data/obras/${ids.publicDoc}`, heading);
  await visit('/userslist', () => expect(page.locator('.avatar').first()).toBeVisible());
  await visit('/userslist/edit/c-admin', heading);
  await visit(`/userslist/edit/${ids.contact}`, heading);
  await visit('/profile', heading);
  await visit('/logs/false/false', () => expect(page.getByRole('table').first()).toBeVisible());
  await visit(`/logs/${ids.project}/false`, () => expect(page.getByRole('table').first()).toBeVisible());

  await context.close();
  return { screens, watch, dangerous, notShown };
}

test('the XSS corpus on every screen that shows tenant content runs nothing and loads nothing from outside', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const enforced = await runPass(browser, false);
  const bypassed = await runPass(browser, true);
  const passes = [enforced, bypassed];
  const runs = passes.flatMap((p) => [...p.watch.scriptRuns, ...p.watch.dialogs]);
  const outside = passes.flatMap((p) => p.watch.outsideRequests);
  const screens = enforced.screens;

  reportFigure({
    name: `XSS corpus (${xssPayloads.length} payloads) on ${screens} screens in Chromium, with and without CSP: script executions`,
    value: runs.length,
    target: '0',
    ok: runs.length === 0,
  });
  reportFigure({
    name: 'XSS corpus screens: requests to hosts other than the app',
    value: outside.length,
    target: '0',
    ok: outside.length === 0,
  });

  expect(runs, 'payload scripts that ran').toEqual([]);
  expect(outside, 'requests to other hosts').toEqual([]);
  expect([...enforced.dangerous, ...bypassed.dangerous], 'dangerous nodes in the DOM').toEqual([]);
  // CSP violations are not counted: Chromium reports the handlers and styles it refuses while
  // merely parsing tenant HTML into an inert document (DOMPurify, the card preview), though
  // nothing there runs or loads. The pass without CSP is what proves the rendering alone.
  // The content was there to attack with: every screen showed payload text, inert.
  expect(enforced.notShown, 'screens without the corpus as text').toEqual([]);
});
