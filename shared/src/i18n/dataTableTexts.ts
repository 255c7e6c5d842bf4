import { dataTableEn } from './dataTableEn';
import { dataTableEs } from './dataTableEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(dataTableEn, dataTableEs);
