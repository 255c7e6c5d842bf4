import { registerTexts } from './textRegistry';
import { widgetsEn } from './widgetsEn';
import { widgetsEs } from './widgetsEs';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(widgetsEn, widgetsEs);
