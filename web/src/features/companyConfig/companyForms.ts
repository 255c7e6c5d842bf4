import type { Language, PublicCompany, WidgetsMenuItem } from '@colmena/shared';
import type { CompanyUpdatePayload } from '@colmena/shared/schemas';

/** Identity: the name and the two logos (addresses until uploads arrive). */
export interface IdentityForm {
  Name: string;
  LogoNavbar: string;
  LogoIcon: string;
}

export const identityForm = (company: PublicCompany): IdentityForm => ({
  Name: company.Name,
  LogoNavbar: company.LogoNavbar ?? '',
  LogoIcon: company.LogoIcon ?? '',
});

/** Pages and access: where users start, who sees chat and agenda, the public and legal pages. */
export interface GeneralForm {
  startingPage: string;
  hasPublicPage: boolean;
  /** '' = everyone (no chatViewLvl), else a level as text. */
  chatViewLvl: string;
  agendaViewLvl: number;
  hideContactsFromEmployees: boolean;
  privacyUrl: string;
  cookiesUrl: string;
}

export const generalForm = (company: PublicCompany): GeneralForm => ({
  startingPage: company.startingPage ?? '',
  hasPublicPage: company.hasPublicPage,
  chatViewLvl: company.chatViewLvl === undefined ? '' : String(company.chatViewLvl),
  agendaViewLvl: company.agendaViewLvl,
  hideContactsFromEmployees: company.hideContactsFromEmployees,
  privacyUrl: company.privacyUrl ?? '',
  cookiesUrl: company.cookiesUrl ?? '',
});

/** A blank optional text clears it (null), as `company.update` reads null. */
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** `company.update` with only what changed, or null when nothing did. */
function changed(payload: Record<string, unknown>): CompanyUpdatePayload | null {
  const entries = Object.entries(payload).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? null : (Object.fromEntries(entries) as CompanyUpdatePayload);
}

export function identityPayload(saved: IdentityForm, draft: IdentityForm): CompanyUpdatePayload | null {
  return changed({
    Name: draft.Name.trim() !== saved.Name.trim() ? draft.Name.trim() : undefined,
    LogoNavbar: draft.LogoNavbar.trim() !== saved.LogoNavbar.trim() ? orNull(draft.LogoNavbar) : undefined,
    LogoIcon: draft.LogoIcon.trim() !== saved.LogoIcon.trim() ? orNull(draft.LogoIcon) : undefined,
  });
}

export function generalPayload(saved: GeneralForm, draft: GeneralForm): CompanyUpdatePayload | null {
  const text = (field: 'startingPage' | 'privacyUrl' | 'cookiesUrl') =>
    draft[field].trim() !== saved[field].trim() ? orNull(draft[field]) : undefined;
  const flag = (field: 'hasPublicPage' | 'hideContactsFromEmployees') =>
    draft[field] !== saved[field] ? draft[field] : undefined;
  return changed({
    startingPage: text('startingPage'),
    hasPublicPage: flag('hasPublicPage'),
    chatViewLvl:
      draft.chatViewLvl !== saved.chatViewLvl
        ? draft.chatViewLvl === ''
          ? null
          : Number(draft.chatViewLvl)
        : undefined,
    agendaViewLvl: draft.agendaViewLvl !== saved.agendaViewLvl ? draft.agendaViewLvl : undefined,
    hideContactsFromEmployees: flag('hideContactsFromEmployees'),
    privacyUrl: text('privacyUrl'),
    cookiesUrl: text('cookiesUrl'),
  });
}

/** A link `company.update` accepts: http(s) or a path of this site (never javascript: or data:). */
export function isCompanyLink(value: string): boolean {
  const link = value.trim();
  return link === '' || /^https?:\/\/[^\s]+$/i.test(link) || /^\/(?!\/)[^\s]*$/.test(link);
}

/** A page of this app (startingPage). */
export function isAppPath(value: string): boolean {
  const path = value.trim();
  return path === '' || /^\/(?!\/)[^\s]*$/.test(path);
}

/** Languages in order: the first is the one a browser gets whose own is not offered (spec §1). */
export function languagesPayload(saved: Language[], draft: Language[]): CompanyUpdatePayload | null {
  if (draft.length === 0 || draft.join() === saved.join()) return null;
  return { languages: draft };
}

/** One shortcut row as typed. */
export type ShortcutRow = { widget: string; icon: string; title: string };

export const shortcutRows = (menu: readonly WidgetsMenuItem[]): ShortcutRow[] =>
  menu.map((item) => ({ widget: item.widget, icon: item.icon, title: item.title ?? '' }));

/** The widgetsMenu to store: rows in order, blank titles left out; null when unchanged. */
export function shortcutsPayload(saved: ShortcutRow[], draft: ShortcutRow[]): CompanyUpdatePayload | null {
  const menu = (rows: ShortcutRow[]) =>
    rows.map((row) => ({
      widget: row.widget.trim(),
      icon: row.icon.trim(),
      ...(row.title.trim() ? { title: row.title.trim() } : {}),
    }));
  const next = menu(draft);
  return JSON.stringify(next) === JSON.stringify(menu(saved)) ? null : { widgetsMenu: next };
}

/** Rows the server would refuse: a shortcut needs its widget and its icon. */
export const incompleteShortcuts = (rows: readonly ShortcutRow[]): number[] =>
  rows.flatMap((row, index) => (row.widget.trim() === '' || row.icon.trim() === '' ? [index] : []));

/** Moves the item at `from` one place up (-1) or down (+1); out of range leaves the list. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
