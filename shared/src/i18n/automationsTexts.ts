import { automationsEn } from './automationsEn';
import { automationsEs } from './automationsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(automationsEn, automationsEs);
