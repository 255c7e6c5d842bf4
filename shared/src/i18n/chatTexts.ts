import { chatEn } from './chatEn';
import { chatEs } from './chatEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(chatEn, chatEs);
