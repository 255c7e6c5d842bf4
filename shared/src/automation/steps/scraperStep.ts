import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/** Most items one scraper step extracts. */
export const maxScrapedItems = 1000;

/**
 * What one field reads from the element its selector finds: its text (default), its inner HTML,
 * or an attribute (`href`, `src`…; links resolved against the page's URL). `all` collects every
 * match as a list instead of the first.
 */
export const scrapedFieldSchema = z.strictObject({
  selector: z.string().min(1).max(500),
  read: z
    .union([z.literal('text'), z.literal('html'), z.string().regex(/^attr:[A-Za-z_:][-A-Za-z0-9_:.]{0,99}$/)])
    .default('text'),
  all: z.boolean().default(false),
});
export type ScrapedField = z.infer<typeof scrapedFieldSchema>;

/**
 * `scraper`: fetches a page through the guarded client and extracts fields with CSS selectors
 * (cheerio). Without `items`: one object of the fields over the page. With `items`: one object
 * per element `items` selects, its fields looked up inside it.
 */
export const scraperStepConfigSchema = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  headers: z.record(z.string().min(1).max(200), z.string().max(8192)).optional(),
  items: z.string().min(1).max(500).optional(),
  fields: z
    .record(z.string().min(1).max(100), scrapedFieldSchema)
    .refine((f) => Object.keys(f).length > 0 && Object.keys(f).length <= 50, 'one to 50 fields'),
  limit: z.number().int().min(1).max(maxScrapedItems).default(100),
});
export type ScraperStepConfig = z.infer<typeof scraperStepConfigSchema>;

export const scraperStep: StepKindDefinition<ScraperStepConfig> = {
  kind: 'scraper',
  label: { es: 'Extraer de una web', en: 'Web scraper' },
  config: scraperStepConfigSchema,
};
