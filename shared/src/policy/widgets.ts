import { roles } from '../schemas/agendaContact';
import type { Widget } from '../schemas/widget';
import { levels } from './levels';
import type { Viewer } from './viewer';

/** The widget fields the visibility rules read. */
export type WidgetAudience = Pick<
  Widget,
  'place' | 'mobile' | 'consumer' | 'userFilterKey' | 'userFilterValue' | 'ready'
>;

/**
 * Spec §6: signed-out visitors see only place 'public'; on mobile only widgets marked mobile;
 * then the consumer rule. A consumer value the policy does not know hides the widget. A draft
 * (`ready: false`) is seen by level 100 only, who make widgets (issue 10).
 */
export function isWidgetVisible(widget: WidgetAudience, viewer: Viewer): boolean {
  if (!viewer.signedIn && widget.place !== 'public') return false;
  if (widget.ready === false && !(viewer.signedIn && viewer.lvl >= levels.admin)) return false;
  if (viewer.mobile && widget.mobile !== true) return false;
  return matchesConsumer(widget, viewer);
}

function matchesConsumer(widget: WidgetAudience, viewer: Viewer): boolean {
  const { consumer } = widget;
  if (consumer === undefined) return true;
  switch (consumer) {
    case 'client':
      return viewerRol(viewer) === roles.client || viewer.lvl >= levels.admin;
    case 'employee':
      return viewerRol(viewer) === roles.employee;
    case 'cordinator':
      return viewer.lvl >= levels.coordinator;
    case 'manager':
      return viewer.lvl >= levels.manager;
    case 'god':
      return viewer.lvl >= levels.admin;
    case 'var':
      return matchesUserFilter(widget, viewer);
    default:
      return false;
  }
}

function viewerRol(viewer: Viewer): unknown {
  return viewer.rol ?? viewer.contact?.Rol;
}

/**
 * 'var': one field of the viewer's contact equals the widget's value, compared as text.
 * A missing key, contact or field never matches (String(undefined) would equal 'undefined').
 */
function matchesUserFilter(widget: WidgetAudience, viewer: Viewer): boolean {
  const { userFilterKey, userFilterValue } = widget;
  if (!userFilterKey || userFilterValue === undefined) return false;
  const field = viewer.contact?.[userFilterKey];
  if (field === undefined || field === null) return false;
  return String(field) === String(userFilterValue);
}
