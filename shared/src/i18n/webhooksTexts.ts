import { registerTexts } from './textRegistry';
import { webhooksEn } from './webhooksEn';
import { webhooksEs } from './webhooksEs';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(webhooksEn, webhooksEs);
