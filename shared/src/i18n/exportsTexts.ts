import { exportsEn } from './exportsEn';
import { exportsEs } from './exportsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(exportsEn, exportsEs);
