import type { StoredDoc } from '@colmena/shared';
import type { CardConfig } from '@colmena/shared/schemas';
import { imagesOf } from './imageUrl';
import { orderedFields } from './visibleFields';

export interface CardLayout {
  /** Field whose value titles the card. */
  titleField: string;
  /** Up to `maxCardFields` further fields, as label + value. */
  fields: string[];
  image: string | null;
  /** Accent colour name of the theme (cardConfig.iconColor), e.g. 'primary'. */
  accent: string;
}

export const maxCardFields = 3;

const fieldName = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What a list card shows. The collection's cardConfig leads (value1 = title field, value3 =
 * the field shown next, iconColor = accent); otherwise the card is the Name and the first few
 * other fields of the document, so any company collection reads well without configuration.
 * Declared fields marked "on card" (`onCard`) replace those first few, so all cards of a list
 * compare the same things.
 */
export function cardLayout(doc: StoredDoc, config?: CardConfig, onCard: readonly string[] = []): CardLayout {
  const fields = orderedFields(doc);
  const configuredTitle = fieldName(config?.value1);
  const titleField = configuredTitle ?? (fields.includes('Name') ? 'Name' : (fields[0] ?? 'Name'));
  // Declared "on card" fields: every card of the list shows the same ones, present or not.
  if (onCard.length > 0)
    return {
      titleField,
      fields: onCard.filter((name) => name !== titleField).slice(0, maxCardFields),
      image: imagesOf(doc.ImgArray)[0] ?? null,
      accent: fieldName(config?.iconColor) ?? 'primary',
    };
  const second = fieldName(config?.value3);
  const rest = fields.filter((name) => name !== titleField && name !== second && !isLong(doc[name]));
  const shown = second ? [second, ...rest] : rest;
  return {
    titleField,
    fields: shown.slice(0, maxCardFields),
    image: imagesOf(doc.ImgArray)[0] ?? null,
    accent: fieldName(config?.iconColor) ?? 'primary',
  };
}

/** Long texts and nested values crowd a card; the project view shows them. */
function isLong(value: unknown): boolean {
  if (typeof value === 'string') return value.length > 120;
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
