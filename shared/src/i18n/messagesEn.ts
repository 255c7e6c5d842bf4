import type { ErrorCode } from '../api/errorCodes';
import { accountsEn } from './accountsEn';
import { authEn } from './authEn';
import { automationsEn } from './automationsEn';
import { chatEn } from './chatEn';
import { companyConfigEn } from './companyConfigEn';
import { dataEn } from './dataEn';
import { dataTableEn } from './dataTableEn';
import { errorsEn } from './errorsEn';
import { exportsEn } from './exportsEn';
import { fieldsEn } from './fieldsEn';
import { formsEn } from './formsEn';
import { importsEn } from './importsEn';
import { indexesEn } from './indexesEn';
import { landingEn } from './landingEn';
import { logsEn } from './logsEn';
import { mailEn } from './mailEn';
import { peopleEn } from './peopleEn';
import { shellEn } from './shellEn';
import { storeEn } from './storeEn';
import { tasksEn } from './tasksEn';
import { uploadsEn } from './uploadsEn';
import { webhooksEn } from './webhooksEn';
import { widgetsEn } from './widgetsEn';

type ErrorMessages = { [K in ErrorCode as `errors.${K}`]: string };

export function prefixErrors(errors: Record<ErrorCode, string>): ErrorMessages {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`errors.${k}`, v])) as ErrorMessages;
}

/**
 * English catalogue: flat dot-namespaced keys, one area file each (shell, auth, landing...).
 * `messagesEs` must have exactly the same keys; the type checker enforces it.
 */
export const messagesEn = {
  ...prefixErrors(errorsEn),
  ...shellEn,
  ...authEn,
  ...automationsEn,
  ...chatEn,
  ...landingEn,
  ...indexesEn,
  ...logsEn,
  ...mailEn,
  ...accountsEn,
  ...peopleEn,
  ...dataEn,
  ...dataTableEn,
  ...widgetsEn,
  ...exportsEn,
  ...companyConfigEn,
  ...uploadsEn,
  ...storeEn,
  ...fieldsEn,
  ...tasksEn,
  ...formsEn,
  ...importsEn,
  ...webhooksEn,
  'snackbar.missingText': 'Sin variable -text-',
} satisfies Record<string, string>;
