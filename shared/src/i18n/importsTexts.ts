import { importsEn } from './importsEn';
import { importsEs } from './importsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(importsEn, importsEs);
