import type { PublicCompany } from '@colmena/shared';
import { allowedImageUrl } from '@colmena/shared/security';
import { buildTheme, faviconSizes } from '@colmena/shared/theme';
import { rasterizeIcon } from './rasterizeIcon';

function upsertHead(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

function setMetaThemeColor(doc: Document, color: string) {
  const meta = upsertHead(doc, 'meta[name="theme-color"]', () => {
    const m = doc.createElement('meta');
    m.name = 'theme-color';
    return m;
  });
  meta.setAttribute('content', color);
}

/** Spec §9 favicon sizes: 32 and 16 as icons, 152 as the apple-touch icon. */
function setFavicons(doc: Document, href: string) {
  for (const size of faviconSizes) {
    const rel = size === 152 ? 'apple-touch-icon' : 'icon';
    const sizes = `${size}x${size}`;
    const link = upsertHead(doc, `link[rel="${rel}"][sizes="${sizes}"]`, () => {
      const l = doc.createElement('link');
      l.rel = rel;
      l.setAttribute('sizes', sizes);
      return l;
    });
    link.setAttribute('href', href);
    // The vector icon serves until its bitmap at this size is ready (or if it never is).
    rasterizeIcon(href, size, doc).then(
      (png) => {
        if (link.getAttribute('href') === href) link.setAttribute('href', png);
      },
      (error: unknown) => console.error('[colmena] favicon', size, error),
    );
  }
}

/** The tenant's colours as CSS variables on <html>, its theme colour and its favicons. */
export function applyCompanyTheme(
  company: Pick<PublicCompany, 'colors' | 'LogoIcon' | 'Name'>,
  doc = document,
) {
  const theme = buildTheme(company.colors);
  for (const error of theme.errors) {
    console.error(`${error.message}: colour "${error.name}" = ${JSON.stringify(error.value)}`);
  }
  const style = doc.documentElement.style;
  for (const [name, value] of Object.entries(theme.variables)) style.setProperty(name, value);
  setMetaThemeColor(doc, theme.themeColor);
  // A logo from an outside host would tell it who opens the app: the default icon stays then.
  const icon = allowedImageUrl(company.LogoIcon, doc.location?.origin ?? 'http://localhost');
  if (icon) setFavicons(doc, icon);
  if (company.Name) doc.title = company.Name;
  return theme;
}

/** Before the company is known, so the loading screen already has colours. */
export function applyDefaultTheme(doc = document) {
  const theme = buildTheme(undefined);
  for (const [name, value] of Object.entries(theme.variables)) {
    doc.documentElement.style.setProperty(name, value);
  }
}
