import { storeEn } from './storeEn';
import { storeEs } from './storeEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(storeEn, storeEs);
