import { logsEn } from './logsEn';
import { logsEs } from './logsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(logsEn, logsEs);
