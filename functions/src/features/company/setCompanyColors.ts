import { companyColorsPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { colorsCollection, colorsDoc } from '../../platform/commands/Staging';
import { documentBody } from '../documents/documentBody';
import { isCompanyAdmin } from './companyAdmin';

/**
 * `company.colors.set {colors, replace?}`: the colours document (`colors/theme`, spec §3 Colors
 * document). Each value a hex colour of 3 or 6 digits with `#`, else the whole command is
 * refused with "Bad Hex" (spec §5) and nothing changes; null removes a colour. Level 100.
 * Result `{colors}`: the whole set as it now is.
 */
export const setCompanyColors = defineCommand({
  type: 'company.colors.set',
  schema: companyColorsPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const current = await tx.get(colorsCollection, colorsDoc);
    const colors: Record<string, string> = {};
    if (!input.replace && current) {
      for (const [name, value] of Object.entries(documentBody(current)))
        if (typeof value === 'string') colors[name] = value;
    }
    for (const [name, value] of Object.entries(input.colors)) {
      if (value === null) delete colors[name];
      else colors[name] = value;
    }
    tx.setColors(colors);
    return { colors };
  },
  log: (input) => ({
    action: 'modification',
    collection: colorsCollection,
    document: colorsDoc,
    modification: input,
  }),
});
