import { companyUpdatePayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { companyCollection } from '../../platform/store/Store';
import { documentBody } from '../documents/documentBody';
import { committedCompany, isCompanyAdmin } from './companyAdmin';

/**
 * `company.update`: the settings of spec §3 Company (Name, logos, starting page, public page,
 * chat and agenda levels, hidden contacts, widgets menu, languages in order, privacy and
 * cookies links). A field sent is set, null clears it, one absent stays. Level 100.
 * Result `{company, changed}` (the tenant and the fields changed).
 */
export const updateCompany = defineCommand({
  type: 'company.update',
  schema: companyUpdatePayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const company = await committedCompany(tx);
    const next = documentBody(company);
    const changed: string[] = [];
    for (const [field, value] of Object.entries(input)) {
      if (value === undefined) continue;
      changed.push(field);
      if (value === null) delete next[field];
      else next[field] = value;
    }
    tx.setCompany(next);
    return { company: company.FireId, changed };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: companyCollection,
    document: result.company,
    modification: input,
  }),
});
