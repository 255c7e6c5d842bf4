import { fieldsEn } from './fieldsEn';
import { fieldsEs } from './fieldsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(fieldsEn, fieldsEs);
