import { formsEn } from './formsEn';
import { formsEs } from './formsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(formsEn, formsEs);
