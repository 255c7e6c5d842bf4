import { companyConfigEn } from './companyConfigEn';
import { companyConfigEs } from './companyConfigEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(companyConfigEn, companyConfigEs);
