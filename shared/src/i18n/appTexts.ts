import { accountsEn } from './accountsEn';
import { accountsEs } from './accountsEs';
import { authEn } from './authEn';
import { authEs } from './authEs';
import { dataEn } from './dataEn';
import { dataEs } from './dataEs';
import { errorsEn } from './errorsEn';
import { errorsEs } from './errorsEs';
import { peopleEn } from './peopleEn';
import { peopleEs } from './peopleEs';
import { prefixErrors } from './prefixErrors';
import { publicDataEn } from './publicDataEn';
import { publicDataEs } from './publicDataEs';
import { shellEn } from './shellEn';
import { shellEs } from './shellEs';
import { tasksEn } from './tasksEn';
import { tasksEs } from './tasksEs';
import { registerTexts } from './textRegistry';
import { uploadsEn } from './uploadsEn';
import { uploadsEs } from './uploadsEs';
import { widgetCardsEn } from './widgetCardsEn';
import { widgetCardsEs } from './widgetCardsEs';

// The texts of the app's first screens (shell, sign-in, data, people, profile, widget cards, the
// task panel), imported for its effect by the app's entry; the rest arrive with their chunks.
registerTexts(prefixErrors(errorsEn), prefixErrors(errorsEs));
registerTexts(shellEn, shellEs);
registerTexts(authEn, authEs);
registerTexts(dataEn, dataEs);
registerTexts(accountsEn, accountsEs);
registerTexts(peopleEn, peopleEs);
registerTexts(uploadsEn, uploadsEs);
registerTexts(tasksEn, tasksEs);
registerTexts(widgetCardsEn, widgetCardsEs);
registerTexts(publicDataEn, publicDataEs);
