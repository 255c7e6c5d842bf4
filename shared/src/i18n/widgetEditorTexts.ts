import { registerTexts } from './textRegistry';
import { widgetEditorEn } from './widgetEditorEn';
import { widgetEditorEs } from './widgetEditorEs';

// Imported for its effect by the entry module of each chunk that shows these texts (textRegistry.ts).
registerTexts(widgetEditorEn, widgetEditorEs);
