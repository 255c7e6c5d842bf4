import { accountsEs } from './accountsEs';
import { authEs } from './authEs';
import { dataEs } from './dataEs';
import { errorsEs } from './errorsEs';
import { indexesEs } from './indexesEs';
import { landingEs } from './landingEs';
import { logsEs } from './logsEs';
import { mailEs } from './mailEs';
import { type messagesEn, prefixErrors } from './messagesEn';
import { shellEs } from './shellEs';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  ...prefixErrors(errorsEs),
  ...shellEs,
  ...authEs,
  ...landingEs,
  ...indexesEs,
  ...logsEs,
  ...mailEs,
  ...accountsEs,
  ...dataEs,
  'snackbar.missingText': 'Sin variable -text-',
};
