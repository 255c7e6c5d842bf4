import { errorsEn } from './errorsEn';
import { errorsEs } from './errorsEs';
import { landingEn } from './landingEn';
import { landingEs } from './landingEs';
import { prefixErrors } from './prefixErrors';
import { registerTexts } from './textRegistry';

// The marketing landing's texts and the errors its sign-up shows, imported by its entry.
registerTexts(landingEn, landingEs);
registerTexts(prefixErrors(errorsEn), prefixErrors(errorsEs));
