import { z } from 'zod';
import { scalarSchema, sortDirectionSchema } from './common';

/** Firestore's where operators; the SQLite store implements the same set. */
export const filterConditions = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'array-contains',
  'in',
  'array-contains-any',
  'not-in',
] as const;
export const filterConditionSchema = z.enum(filterConditions);
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** Spec §7 filter value kinds: how `data` turns into the compared value. */
export const filterDataTypes = [
  'text',
  'date',
  'xDaysAgo',
  'day1month',
  'day1year',
  'userid',
  'dataid',
  'datafield',
  'boolTrue',
  'boolFalse',
] as const;
export const filterDataTypeSchema = z.enum(filterDataTypes);
export type FilterDataType = z.infer<typeof filterDataTypeSchema>;

export const queryFilterSchema = z.looseObject({
  field: z.string().min(1),
  condition: filterConditionSchema,
  dataType: filterDataTypeSchema,
  /** Unused by boolTrue/boolFalse/userid; a list for 'in', 'not-in', 'array-contains-any'. */
  data: z.union([scalarSchema, z.array(scalarSchema), z.null()]).optional(),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

export const queryOrderSchema = z.looseObject({
  field: z.string().min(1),
  direction: sortDirectionSchema,
});
export type QueryOrder = z.infer<typeof queryOrderSchema>;

/** Spec §3: a querysArray entry. `collection` "data" means the current collection's query (§7). */
export const widgetQuerySchema = z.looseObject({
  collection: z.string().min(1),
  limit: z.number().int().positive().optional(),
  onlyOnPage: z.boolean().optional(),
  filters: z.array(queryFilterSchema).max(3).optional(),
  order: queryOrderSchema.optional(),
});
export type WidgetQuery = z.infer<typeof widgetQuerySchema>;
