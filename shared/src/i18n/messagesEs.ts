import { authEs } from './authEs';
import { errorsEs } from './errorsEs';
import { landingEs } from './landingEs';
import { type messagesEn, prefixErrors } from './messagesEn';
import { shellEs } from './shellEs';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  ...prefixErrors(errorsEs),
  ...shellEs,
  ...authEs,
  ...landingEs,
  'snackbar.missingText': 'Sin variable -text-',
};
