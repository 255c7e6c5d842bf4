/**
 * `widgets` (spec §3 widget, §6 visibility). Reads: by place, device and consumer, exactly as
 * `GET /api/widgets` shows them; visitors see public ones. Writes: level 100 (the widget
 * editor needs level 100, spec §6).
 */
import { widgetSchema } from '../../schemas/widget';
import { viewerOfCaller } from '../caller';
import { isWidgetVisible } from '../widgets';
import { adminWrites, allow } from './decisions';
import type { FixedCollectionRules } from './types';

export const widgetsRules = {
  read: ({ caller, query }) => {
    const viewer = viewerOfCaller(caller);
    return allow(query, (doc) => {
      const widget = widgetSchema.safeParse(doc);
      return widget.success && isWidgetVisible(widget.data, viewer);
    });
  },
  write: adminWrites,
} satisfies FixedCollectionRules;
