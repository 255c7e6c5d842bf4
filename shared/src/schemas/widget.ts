import { z } from 'zod';
import { cardConfigSchema } from './cardConfig';
import { documentShape, scalarSchema } from './common';
import { widgetQuerySchema } from './widgetQuery';

export const widgetPlaces = ['company', 'public', 'project', 'journal'] as const;
export const widgetPlaceSchema = z.enum(widgetPlaces);
export type WidgetPlace = z.infer<typeof widgetPlaceSchema>;

/** Spec §3/§6 spelling kept: 'cordinator'. */
export const widgetConsumers = ['client', 'employee', 'cordinator', 'manager', 'god', 'var'] as const;
export const widgetConsumerSchema = z.enum(widgetConsumers);
export type WidgetConsumer = z.infer<typeof widgetConsumerSchema>;

/** keyOfCollection value for a widget shown with every collection. */
export const allCollectionsKey = 'ALLCOLLECTIONS';

/** Spec §3 Widget. Loose: widget kinds keep their own settings on the same document. */
export const widgetSchema = z.looseObject({
  ...documentShape,
  place: widgetPlaceSchema,
  /** The widget kind (form, table, chart...), resolved by the web widget catalogue. */
  type: z.string().optional(),
  title: z.string().optional(),
  /** A single URL becomes a link, other text is HTML shown in a popup (spec §2). */
  info: z.string().optional(),
  ready: z.boolean().optional(),
  mobile: z.boolean().optional(),
  order: z.number().optional(),
  consumer: widgetConsumerSchema.optional(),
  userFilterKey: z.string().optional(),
  userFilterValue: scalarSchema.optional(),
  keyOfCollection: z.string().min(1).optional(),
  width: z.number().int().min(1).max(5).default(1),
  height: z.number().int().min(1).default(1),
  popUp: z.enum(['yes', 'no']).optional(),
  popUptitle: z.string().optional(),
  cardConfig: cardConfigSchema.optional(),
  query: z.boolean().optional(),
  querysArray: z.array(widgetQuerySchema).optional(),
  logic: z.boolean().optional(),
  logicFunction: z.string().optional(),
  avoidCardQuery: z.boolean().optional(),
  /** The kind's own settings, checked by its schema in shared/src/widgets (widgetKindSettings). */
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type Widget = z.infer<typeof widgetSchema>;
