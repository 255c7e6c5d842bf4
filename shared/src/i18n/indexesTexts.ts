import { indexesEn } from './indexesEn';
import { indexesEs } from './indexesEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(indexesEn, indexesEs);
