import { type IconName, isIconName } from './icons';

/**
 * Tenants name icons as in the original app (Material icon names) and widgets by kind; these map
 * onto our inline set.
 * Unknown names get the generic widget icon rather than nothing.
 */
const iconAliases: Record<string, IconName> = {
  dashboard: 'apps',
  apps: 'apps',
  widgets: 'widget',
  assignment: 'form',
  description: 'form',
  article: 'form',
  edit_note: 'form',
  event: 'calendar',
  calendar_today: 'calendar',
  calendar_month: 'calendar',
  today: 'calendar',
  bar_chart: 'chart',
  insert_chart: 'chart',
  show_chart: 'chart',
  pie_chart: 'chart',
  analytics: 'chart',
  table_chart: 'table',
  table_view: 'table',
  list: 'logs',
  list_alt: 'logs',
  folder: 'folder',
  folder_open: 'folder',
  star: 'star',
  favorite: 'star',
  schedule: 'clock',
  access_time: 'clock',
  timer: 'clock',
  photo: 'image',
  image: 'image',
  photo_library: 'image',
  map: 'map',
  place: 'map',
  school: 'school',
  smart_toy: 'bot',
  psychology: 'bot',
  qr_code: 'qr',
  qr_code_2: 'qr',
  task: 'task',
  task_alt: 'task',
  check_circle: 'task',
  checklist: 'task',
  settings: 'settings',
  store: 'store',
  shopping_cart: 'store',
  people: 'people',
  group: 'people',
  person: 'person',
  chat: 'chat',
  home: 'home',
  explore: 'compass',
  info: 'info',
  // Widget kinds (widget.type), so a card shows what it is.
  text: 'form',
  gallery: 'image',
  pivot: 'chart',
  scheduler: 'calendar',
  planner: 'calendar',
  assistant: 'bot',
  course: 'school',
  microlearning: 'school',
  tasks: 'task',
};

export function iconFor(icon: string | undefined): IconName {
  const name = icon?.trim() ?? '';
  const alias = iconAliases[name.toLowerCase()];
  if (alias) return alias;
  return isIconName(name) ? name : 'widget';
}
