import { levels } from './levels';

/** Spec §6: shown when the company sets no chatViewLvl or the level reaches it. */
export function canSeeChatIcon(company: { chatViewLvl?: number }, lvl: number): boolean {
  return company.chatViewLvl === undefined || lvl >= company.chatViewLvl;
}

/** Spec §6: people list (agenda) from agendaViewLvl, default 10. */
export function canSeePeopleList(company: { agendaViewLvl?: number }, lvl: number): boolean {
  return lvl >= (company.agendaViewLvl ?? levels.agendaViewDefault);
}

/** Spec §6: company config, store and logs icons — admins, and not on a mobile view. */
export function canSeeAdminIcons(lvl: number, mobile: boolean): boolean {
  return lvl >= levels.admin && !mobile;
}

/** Spec §6: the widget pen icon and the widget editor. */
export function canEditWidgets(lvl: number): boolean {
  return lvl >= levels.admin;
}
